// The one error type a service throws for a business refusal; the envelope plugin turns it into
// `{success: false, errorCode, message, data}` with HTTP 400.
import { ErrorCode } from '../../src/core/contracts/errors.ts';

export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    readonly httpStatus = 400,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, data: unknown = null) =>
  new AppError(ErrorCode.badRequest, message, data);
export const refused = (message: string, data: unknown = null) =>
  new AppError(ErrorCode.refused, message, data);
export const conflict = (message: string, data: unknown = null) =>
  new AppError(ErrorCode.conflict, message, data);
export const forbidden = (message = '没有执行此操作的权限') => new AppError(ErrorCode.forbidden, message);
