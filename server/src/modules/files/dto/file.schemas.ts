import { ApiProperty } from '@nestjs/swagger';

export class UploadedFileSchema {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The name sent in Content-Disposition (path parts and control characters dropped).' }) name!: string;
  @ApiProperty({ description: 'Its media type, as found from its bytes.' }) type!: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) size!: number;
  @ApiProperty({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the stored bytes.' }) sha256!: string;
}

export class UploadedFileResponseSchema {
  @ApiProperty({ type: UploadedFileSchema }) file!: UploadedFileSchema;
}
