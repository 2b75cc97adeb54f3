import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ACCESS_TOKEN_EXPIRY_DAYS, ACCESS_TOKEN_NAME_MAX, ACCESS_TOKEN_PREFIX, type AccessToken, type AccessTokenScope } from '@ticklist/contracts';
import { Allow } from 'class-validator';
import { IsJsonType } from '../../../common/json-type';

@ApiSchema({ name: 'CreateAccessTokenRequest' })
export class CreateAccessTokenDto {
  @ApiProperty({ type: String, maxLength: ACCESS_TOKEN_NAME_MAX, example: 'HR sync script' })
  @IsJsonType('string')
  name?: unknown;

  @ApiProperty({ enum: ['read', 'write'], description: '`read`: GET routes only. `write`: every owner route (read included).' })
  @IsJsonType('string')
  scope?: unknown;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    enum: [...ACCESS_TOKEN_EXPIRY_DAYS],
    description: 'Days until it expires; null: never.',
    example: 90,
  })
  @Allow()
  expiresInDays?: unknown;

  @ApiPropertyOptional({ type: String, format: 'uuid', description: 'The one workspace the token reaches (issue 47; one you are a member of, 404 otherwise), acting with your role there; absent: your personal one. Not a uuid: 422 keyed `workspaceId`.' })
  @Allow()
  workspaceId?: unknown;
}

@ApiSchema({ name: 'AccessToken' })
export class AccessTokenSchema implements AccessToken {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'HR sync script' }) name!: string;
  @ApiProperty({ enum: ['read', 'write'] }) scope!: AccessTokenScope;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null: never expires.' }) expiresAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt!: string | null;
  @ApiProperty({ format: 'uuid', description: 'The one workspace the token reaches (issue 47).' }) workspaceId!: string;
}

@ApiSchema({ name: 'AccessTokenList' })
export class AccessTokenListSchema {
  @ApiProperty({ type: [AccessTokenSchema], description: 'Newest first.' }) tokens!: AccessTokenSchema[];
}

@ApiSchema({ name: 'CreatedAccessToken' })
export class CreatedAccessTokenSchema {
  @ApiProperty({ type: AccessTokenSchema }) token!: AccessTokenSchema;
  @ApiProperty({
    description: 'The secret, shown this once (only its hash is kept). Send it as `Authorization: Bearer <secret>`.',
    pattern: `^${ACCESS_TOKEN_PREFIX}`,
    example: 'tl_pat_3q2-7wEXAMPLEONLYx9Vf0aZk1uQm4s8TnPbLcYhDgRe',
  })
  secret!: string;
}
