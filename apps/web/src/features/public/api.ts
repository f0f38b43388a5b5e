import { http } from '../../api/http';
import type { OpenApiDocument } from './apiref/openapi';

export const publicApi = {
  /** Raw OpenAPI JSON, not an envelope: the client passes a body without `code` through (§7). */
  openApi: () => http.get<OpenApiDocument>('/openapi.json'),
};
