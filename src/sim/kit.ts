/**
 * The public entry of the kernel simulator for plugin simulators (src/plugins/<id>/sim/**): the answer helpers,
 * the typed handler factories (the API contract's paths), the token check and the demo points. Lint lets plugin sim folders import this file and nothing else of src/sim,
 * so the kernel simulator can change its inside without breaking plugins.
 */
export { badRequest, dropped, fail, invalidToken, jsonBody, notFound, ok, replay, type SentBody, type SimError, type SimErrorBody, type SimResponse } from './respond';
export { countryHttp, globalHttp, type CountryBody, type CountryData, type CountryPaths, type CountryRequest } from './openapiHttp';
export { countryParam, requireAccount, type AuthResult } from './auth';
export { allAccounts, findAccount, SIM_ACCOUNTS, type SimAccount } from './accounts';
export { divisionsOf, zonesOf, type Division, type SimZone } from './zones';
export type { CountryCode } from '../kernel/types';
export { countryIndex, isShippedCountry, simCountry, simCountryCodes } from './countries';
export { countryCaller, type CountryCaller } from './countryCaller';
export { pick, seededRandom } from './random';
export { takeLostAnswer } from './control';
export { simDay, simOffset, utcTimeOn } from './clock';
export { directoryParcel, directoryReceipt, registerParcelSource, type DirectoryParcel, type ParcelSource } from './directory';
export { accepted, bytesResponse, fileUrl, flag, isNumber, isObject, isText, query } from './request';
export { nationalDigits } from './phone';
export { emailOf } from './text';
export { readUploadedImage, MAX_IMAGE_BYTES, type ImageRecord } from './uploads';
export { createTask, TASK_POLLS_BEFORE_DONE } from './tasks';
export { findShipper, isRetryReceiptsShipper, RETRY_RECEIPTS_INDEX, seedShippers, shippersOf, type SimShipper } from './shippers';
export { PAPER, PdfDocument, type PdfPage } from './pdf/writer';
export { drawBarcode, fit, localTime, money, wrap } from './pdf/draw';
