import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { providerCalls } from '@/api/medical-entities';
import { pharmacyCalls } from '@/api/pharmacies';
import { server } from '../../../mocks/node';

const links = { first: null, last: null, prev: null, next: null };
const row = (id: number, name: string) => ({ id, name });
let client = new QueryClient();
afterEach(() => client.clear());

function answerNames(body: object) {
  server.use(http.get('*/api/web/medical_entity', () => HttpResponse.json(body)));
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return client.fetchQuery(providerCalls.namesQueryOptions());
}

describe('the names of a directory', () => {
  it('are complete when the count is the rows read (the mock: 352 providers)', async () => {
    client = new QueryClient();
    const list = await client.fetchQuery(providerCalls.namesQueryOptions());
    expect(list.cut).toBe(false);
    expect(list.names).toHaveLength(352);
  });

  it('are cut when the count is above the rows read', async () => {
    const data = [row(1, 'Clínica A'), row(2, 'Clínica B')];
    const list = await answerNames({ data, links, meta: { current_page: 1, from: 1, to: 2, total: 3001 } });
    expect(list).toEqual({ names: ['Clínica A', 'Clínica B'], cut: true });
  });

  it('without a count, are cut only when more rows came than were asked for', async () => {
    const few = Array.from({ length: 3 }, (_, i) => row(i + 1, `Clínica ${i}`));
    expect((await answerNames(few)).cut).toBe(false);
    const many = Array.from({ length: 1200 }, (_, i) => row(i + 1, `Clínica ${i}`));
    const list = await answerNames(many);
    expect(list.cut).toBe(true);
    expect(list.names).toHaveLength(1000);
  });
});

describe('a name search', () => {
  it('asks the API for the names that hold the text, ignoring accents, and gives them once, in Spanish order', async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url).search);
    server.events.on('request:start', record);
    client = new QueryClient();
    const names = await client.fetchQuery(pharmacyCalls.nameSearchQueryOptions('central'));
    server.events.removeListener('request:start', record);
    expect(asked).toEqual(['?page=1&pagination=50&name=central']);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.toLowerCase().includes('central'))).toBe(true);
    expect(names).toEqual([...names].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare));

    const accented = await client.fetchQuery(providerCalls.nameSearchQueryOptions('senora de lujan'));
    expect(accented).toContain('Clínica Nuestra Señora de Luján');
  });
});
