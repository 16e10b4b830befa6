/** Plumbing every order endpoint shares: the path's country and the token of one of its points, from the kit. */

// The kit's country plumbing, under the names the order handlers use.
export { countryCaller as caller, countryHttp, type CountryCaller as Caller } from '@sim/kit';
export { accepted, bytesResponse, fileUrl, flag, isNumber, isObject, isText, query } from '@sim/kit';
