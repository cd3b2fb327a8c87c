// Multipart bodies (spec 7 POST basvurular/, raporlar/, dekontlar/): null and undefined fields are
// skipped, numbers are sent as text, File/Blob values are appended as files.

function append(form: FormData, key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (value instanceof Blob) {
    const name = (value as { name?: unknown }).name;
    if (typeof name === 'string' && name !== '') form.append(key, value, name);
    else form.append(key, value);
    return;
  }
  if (value instanceof Date) {
    form.append(key, value.toISOString());
    return;
  }
  if (typeof value === 'object') {
    form.append(key, JSON.stringify(value));
    return;
  }
  form.append(key, String(value));
}

/**
 * Build FormData from a plain object. null/undefined are skipped; numbers, booleans and bigints are
 * sent as text; File/Blob as files (a File keeps its name); Date as ISO text; arrays append one
 * entry per item under the same key; other objects as JSON text.
 */
export function toFormData(values: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      for (const item of value) append(form, key, item);
    } else {
      append(form, key, value);
    }
  }
  return form;
}
