export { api, request, requestRaw, type Method, type RequestOptions } from './client';
export { configureApi, isOnPublicAuthPage, type ApiContext } from './context';
export { FIRST_PAGE, nextPageParam, toPage, unwrap, type ListQuery, type Page } from './envelope';
export { ApiError, isApiError, type FieldErrors } from './errors';
export { notifyApiError, showWarningsDialog } from './feedback';
export { toSearchParams, type Payload } from './params';
export { call, typedClient } from './typed-client';
