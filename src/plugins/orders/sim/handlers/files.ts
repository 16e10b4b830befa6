/**
 * The simulated file store: GET {origin}/api/<cc>/sim-files/receipts/<id>.pdf?size=A4|A6 and
 * /sim-files/pack-images/<name>. Like a real server's signed file URLs they need no bearer token; they are only
 * reachable by fetch (the in-page simulator does not see a tab's own navigation). No call of the API document (a
 * server gives any url it likes), so these stay plain msw handlers.
 */
import { http, type DefaultBodyType, type HttpResponse } from 'msw';
import { allAccounts, badRequest, countryParam, notFound } from '@sim/kit';
import { receiptPdf } from '../pdf/receiptPdf';
import { sim } from '../state';
import { bytesResponse, query } from './common';

export const receiptFile = http.get('*/api/:country/sim-files/receipts/:file', ({ request, params }): HttpResponse<DefaultBodyType> => {
  const country = countryParam(params.country);
  const id = /^(\d+)\.pdf$/.exec(String(params.file))?.[1];
  const receipt = id ? sim.receipts.get(Number(id)) : undefined;
  if (!country || !receipt || receipt.country !== country) return notFound(`No receipt file ${String(params.file)}.`);
  const size = query(request).get('size') ?? 'A4';
  if (size !== 'A4' && size !== 'A6') return badRequest('size must be A4 or A6.');
  const point = allAccounts().find((a) => a.dp.id === receipt.dpId)?.dp ?? null;
  return bytesResponse(receiptPdf(receipt, size, point), 'application/pdf');
});

export const packImageFile = http.get('*/api/:country/sim-files/pack-images/:file', ({ params }): HttpResponse<DefaultBodyType> => {
  const image = sim.images.get(`${String(params.country)}/${String(params.file)}`);
  return image ? bytesResponse(image.bytes, image.type) : notFound(`No image ${String(params.file)}.`);
});
