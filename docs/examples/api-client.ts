// A third party's client of the portal's API, typed from its OpenAPI document (docs/api-client.md):
// sign in, list the calls open for applications, apply to one with a PDF. It uses only
// openapi-fetch and the types openapi-typescript generates (portal-api.d.ts); nothing of the
// portal's own code. The server's suite type-checks and runs it against a real server
// (packages/server/src/modules/__tests__/api-client-example.test.ts).
import createClient from 'openapi-fetch';
import type { paths } from './portal-api';

export async function applyToAnOpenCall(baseUrl: string, username: string, password: string, pdf: Blob) {
  const api = createClient<paths>({ baseUrl });

  const login = await api.POST('/api/token/', { body: { username, password } });
  if (!login.data || !('access' in login.data)) throw new Error(`sign-in failed: ${JSON.stringify(login.error ?? login.data)}`);
  const headers = { Authorization: `Bearer ${login.data.access}` };

  const calls = await api.GET('/api/cagrilar/', { headers });
  const open = (calls.data ?? []).filter((call) => call.acik_mi);
  if (open.length === 0) return { open: [], application: null };

  // Multipart: the fields as the document lists them, the file as a Blob.
  const applied = await api.POST('/api/basvurular/', {
    headers,
    body: { cagri: String(open[0]!.id), proje_basligi: 'Akıllı sulama sensörü', aciklama: 'Tarlada nem ölçen, düşük güçlü bir sensör ağı.', ek_dosya: pdf as unknown as string },
    bodySerializer: (fields) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
        if (value instanceof Blob) form.append(name, value, 'proje.pdf');
        else if (value !== undefined) form.append(name, String(value));
      }
      return form;
    },
  });
  if (!applied.data) throw new Error(`the application was refused: ${JSON.stringify(applied.error)}`);
  return { open: open.map((call) => call.baslik), application: { id: applied.data.id, durum: applied.data.durum } };
}
