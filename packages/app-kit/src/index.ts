export { AppProviders, createQueryClient } from './app-providers';
export { renderStandalone } from './standalone';
export { createAdminHooks, useInvalidateKeys } from './admin-hooks';
export type { AdminResourceCalls } from './admin-hooks';
export { useClientList } from './client-list';
export type { ClientListOptions } from './client-list';
export { useUrlState } from './url-state';
export { useDebouncedSearch } from './use-debounced-search';
export { notifyApiError } from './notify-api-error';
export type { UrlStateUpdateOptions } from './url-state';
export { applyServerErrors, fieldError, setServerFieldErrors, useZodForm } from './forms';
// The form library's own pieces, re-exported so remotes hold one import path for forms.
export { Controller, useFieldArray, useWatch } from 'react-hook-form';
export type { UseFormReturn } from 'react-hook-form';
export { AttachmentField, SwitchField, TextField } from './form-fields';
export type { AttachmentFieldProps, SwitchFieldProps, TextFieldProps } from './form-fields';
export { SecurityEventList, SECURITY_EVENTS_PAGE_SIZE } from './security-events';
export type { SecurityEventListProps } from './security-events';
