import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsJsonType } from '../../../common/json-type';

/**
 * A new or current password in a request body: documented as `format: password`, refused (400)
 * unless it is JSON text. Its rules are checked by the service, together with the other fields.
 */
export const PasswordField = (): PropertyDecorator => applyDecorators(ApiProperty({ type: String, format: 'password' }), IsJsonType('string'));
