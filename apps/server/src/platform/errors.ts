import { errorCatalogue, type ErrorKey, type FieldError } from '@console/contract';
import { type Language, translate } from '@console/phrases';

/** A business error with a catalogued code; thrown by services, answered by the one error handler. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  constructor(
    readonly key: ErrorKey,
    readonly params: Record<string, string | number> = {},
    readonly data: { fields?: FieldError[]; [k: string]: unknown } | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'AppError';
    this.code = errorCatalogue[key].code;
    this.status = errorCatalogue[key].status;
  }
}

export const notFound = () => new AppError('notFound');

/** A refusal shown beside the input it is about, in the caller's language. */
export function fieldError(key: ErrorKey, field: string, lang: Language, params: Record<string, string | number> = {}): AppError {
  return new AppError(key, params, { fields: [{ field, message: translate(lang, `errors.${key}`, params) }] });
}
