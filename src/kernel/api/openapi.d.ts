// Generated from api/openapi.yaml by `npm run api:types` (scripts/api-types.mjs). Do not edit: change the document
// and run the script again; `npm run api:types:check` fails while this file is stale.
export interface paths {
    "/1.0/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with username and password
         * @description Spec part 2 §7. A failure shows `error.message`.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/login/oauth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with the identity provider's token
         * @description Spec part 2 §7. An unknown token answers 401.
         */
        post: operations["loginWithToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/login/oauth/2fa-status/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether a user has enrolled in two-step verification
         * @description Spec part 2 §7 (`{ email }`). Asked after the two-factor set-up page, with the pending login's token.
         */
        post: operations["searchTwoFactorStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/feature-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The remote feature flags of a country
         * @description The spec names a remote flag service evaluated per country and polled every 300000 ms, not its call. The
         *     portal's choice (README decisions table): this GET, whose values override `config/flags/flags.json`. It is
         *     also the portal's reachability probe after a dropped network.
         */
        get: operations["getFeatureFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/dps/logged-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in point
         * @description Spec part 2 §7. A user whose two-factor set-up is overdue gets an error whose title is
         *     `FB_2FA_NOT_SETUP_GRACE_PERIOD_EXCEEDED` (the portal opens the set-up form).
         */
        get: operations["getLoggedInPoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/dp-zones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The zone table of the country (address levels and coordinates)
         * @description Spec part 1 §7 and part 2 §7 (`system`). Fetched once per country by the shared forms.
         */
        get: operations["listZones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/divisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quick address, one level at a time
         * @description Spec part 1 §7 and part 2 §7: three steps, no parameter for the first level, `l1_address` for the second,
         *     both for the third. The portal's quick address reads the zone table today and does not make this call.
         */
        get: operations["listDivisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a scanned or typed code is
         * @description Spec part 1 §7 (`scan`). Unknown codes answer 404.
         */
        get: operations["lookUpScan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/orders/stamp-validity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a stamp id is free
         * @description Spec part 1 §7. A used stamp id answers 409 with code 137926 (CONFLICT_STAMP_ID_USED).
         */
        get: operations["checkStampValidity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/consignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saved consignees of a recipient's number
         * @description Spec part 1 §7 ("as named"); the parameter is the portal's choice.
         */
        get: operations["searchConsignees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2.2/shippers/{globalShipperId}/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A price quote for one parcel
         * @description Spec part 1 §3 and §7.
         */
        post: operations["quotePrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.2/reservations/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create post orders (one order page, or one bulk chunk of at most 30 of one shipper)
         * @description Spec part 1 §3 and §7. One outcome per reservation, in request order. The order page and each bulk chunk
         *     send an `Idempotency-Key`.
         */
        post: operations["createPostOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/reservations/pack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create pack orders
         * @description Spec part 1 §7 (`is_manual_pack`); the answer is the post orders' (not shown for pack), with the same `Idempotency-Key`.
         */
        post: operations["createPackOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/upload-pack-parcel-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a pack parcel's image
         * @description Spec part 1 §7 (multipart image; JPEG or PNG of at most 2 MB, §5).
         */
        post: operations["uploadPackImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.2/reservations/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a lodge-in of send parcels
         * @description Spec part 1 §3, §4 and §7. Poll `getLodgeInStatus` with the answer's id. Parcels kept offline are sent with
         *     their batch's `Idempotency-Key`.
         */
        post: operations["startLodgeIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/lodge-in/{statusId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a lodge-in stands
         * @description Spec part 1 §4 and §7. PROCESSING, then PROCESSED with the successful and failed parcels. The id comes from `startLodgeIn` (not `x-safe`).
         */
        get: operations["getLodgeInStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/async-requests/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a server-side task stands (shipper sign-up)
         * @description Spec part 1 §3 and §4. Polled every 500 ms, at most 30 times. The id comes from a write (not `x-safe`).
         */
        get: operations["getAsyncRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2.0/shippers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shippers whose contact number matches
         * @description Spec part 1 §7 (`contact_no`, `all`). No match is an empty list.
         */
        get: operations["searchShippers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2.0/shippers/{shipperId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A shipper by its legacy or global id
         * @description Spec part 1 §7.
         */
        get: operations["getShipper"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2.0/shippers/external-ids/{externalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A shipper by its external id
         * @description Spec part 1 §7.
         */
        get: operations["getShipperByExternalId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2.1/shippers/{shipperId}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Make a shipper the point's default
         * @description Spec part 1 §7 (no body; answer not shown).
         */
        put: operations["setDefaultShipper"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2.1/shippers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a shipper sign-up
         * @description Spec part 1 §3 and §7. The answer's id is an async request (`getAsyncRequest`).
         */
        post: operations["createShipper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.2/shippers/{shipperId}/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Billing type, COD, authorisation and bank details of a new shipper
         * @description Spec part 1 §7 (body and answer not shown).
         */
        put: operations["setUpShipper"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2.0/shippers/{shipperId}/upload-bank-account-proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The picture of the shipper's bank account proof
         * @description Spec part 1 §7 (multipart image; answer not shown).
         */
        put: operations["uploadBankAccountProof"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2.0/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A receipt for lodged-in parcels
         * @description Spec part 1 §3 (lodge-in receipt payload) and §7.
         */
        post: operations["createLodgeInReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2.0/receipts/{receiptId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A receipt's documents
         * @description Spec part 1 §4 and §7. 404 with code 137420 (NF_RECEIPT) while it has not been generated; the portal then generates it.
         */
        get: operations["getReceipt"];
        put?: never;
        /**
         * Generate a receipt
         * @description Spec part 1 §4 and §7 (`is_shipper_prepaid`). May fail once with code 137027 (BR_MISSING_INVOICED_AMOUNT_DETAILS); the portal retries once.
         */
        post: operations["generateReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2.0/airway-bills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for the air waybills of parcels
         * @description Spec part 1 §3 and §7, part 2 §7.
         */
        post: operations["requestAirwayBills"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2.0/airway-bills/{taskUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The air waybills' PDF
         * @description Spec part 1 §7 (a PDF). The portal's choice where the spec says nothing: 202 with no body while the PDF is
         *     being made (polled every 500 ms, 30 times). The uuid comes from `requestAirwayBills` (not `x-safe`).
         */
        get: operations["getAirwayBill"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/orders/customer-collect/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a customer and list their parcels waiting here
         * @description Spec part 2 §7 (payload not shown). Refusals carry the codes `OTP_INVALID`, `OTP_EXPIRED` (410),
         *     `OTP_USED` (409) and `QR_INVALID`, which the portal turns into its messages.
         */
        post: operations["searchCustomerCollect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/orders/customer-collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Hand the listed parcels to the customer
         * @description Spec part 2 §7 (`dp_id`; body not shown). All parcels or none; a parcel released already answers 409 `ALREADY_RELEASED`.
         */
        put: operations["releaseCustomerCollect"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/orders/customer-collect/released": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The parcels this point released since a time (the cash drawer)
         * @description Not in the spec; the portal's call for the cash drawer (README, customer collect).
         */
        get: operations["listReleasedCollect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/drop-off-sms/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a parcel's code (channel otp) or arrival SMS (channel sms) again
         * @description Spec part 2 §7 (payload not shown). Customer collect sends either channel; order details sends `sms`.
         */
        post: operations["resendDropOffSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2.0/orders/scan/{trackingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A parcel waiting here for a customer
         * @description Spec part 2 §7. The portal checks scans against the search's list and does not make this call.
         */
        get: operations["scanCollectParcel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/orders/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every parcel waiting for a customer at the point
         * @description Spec part 2 §7 (parameters not shown). The portal does not make this call.
         */
        get: operations["listCollectParcels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/dp-job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The point's active driver jobs of one type
         * @description Spec part 2 §3 and §7 (`type`).
         */
        get: operations["listDriverJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/job-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a job's orders
         * @description Spec part 2 §7 (`job_id`, `offset_id`, `limit`). Pages go by increasing id; a short page is the last. An
         *     unknown job answers 404.
         */
        get: operations["listJobOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Complete a driver handover
         * @description Spec part 2 §7 (a list of tracking_id and released_to) and part 1 §7 (edit order). Sent with an `Idempotency-Key`.
         */
        put: operations["completeHandover"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/sms/driver-drop-off/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a job's driver drop-off notice again by SMS
         * @description Spec part 2 §7 (payload not shown).
         */
        post: operations["resendDriverDropOffSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/email/driver-drop-off/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a job's driver drop-off notice again by e-mail
         * @description Spec part 2 §7 (payload not shown).
         */
        post: operations["resendDriverDropOffEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.2/reservations/parcel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the point's parcels and the whole result's totals
         * @description Spec part 2 §7. Only the latest 10,000 parcels page; past that the portal offers the report.
         */
        get: operations["listParcels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/report/dp-parcels/volumes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every parcel of the filters as CSV (no 10,000 cap)
         * @description Spec part 2 §7 (csv). The columns are the portal's choice.
         */
        get: operations["getParcelReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders whose tracking or stamp id is the text
         * @description Spec part 2 §7 (`q`). The header's order search.
         */
        get: operations["searchTracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/orders/details/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order, its parties and money
         * @description Spec part 2 §7. Asked early by a cold start of order details.
         */
        get: operations["getOrderDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/orders/{orderId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's events, oldest first
         * @description Spec part 1 §7 and part 2 §7. Asked only where the point has `allowViewOrderEventsHistory`.
         */
        get: operations["listOrderEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2.0/dps/{dpId}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's figures at the point
         * @description Spec part 2 §7 (payload not shown). Today is the country's day.
         */
        get: operations["getPointSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/payments-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's takings and what is still in the till
         * @description Spec part 2 §7 (payload not shown; the `dp_id` parameter is the portal's).
         */
        get: operations["getPaymentsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.2/reservations/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the point's payments and the result's totals
         * @description Spec part 2 §7.
         */
        get: operations["listPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/report/dp-parcels/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every payment of the filters as CSV
         * @description Spec part 2 §7 (csv). The columns are the portal's choice.
         */
        get: operations["getPaymentReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/dps/{dpId}/tiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tiered parcel types' parcels a month
         * @description Spec part 2 §7 (`start_month`, `end_month`). The tier itself is worked out by the portal from config.
         */
        get: operations["listTierMonths"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2.0/dps/{dpId}/volumes-by-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Parcels a month by type (the chart)
         * @description Spec part 2 §7 (`start_month`, `end_month`).
         */
        get: operations["listMonthVolumes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/dps/{dpId}/volumes-by-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The range's parcels by type (the figures)
         * @description Spec part 2 §7 (`start_month`, `end_month`).
         */
        get: operations["listTypeVolumes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/dps/{dpId}/shipper-volumes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each shipper's parcels of one category over the months, largest first
         * @description Spec part 2 §7 (`start_month`, `end_month`, `category`).
         */
        get: operations["listShipperVolumes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/dps/{dpId}/shipper-trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One shipper's parcels a week
         * @description Spec part 2 §7 (`shipper_id`, `start_date`, `end_date`). Weeks start on Monday.
         */
        get: operations["getShipperTrend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/1.0/dps/{dpId}/report/shipper-volumes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shipper's weeks as CSV
         * @description Spec part 2 §7 (`shipper_id`, `start_date`, `end_date`; csv). The columns are the portal's choice.
         */
        get: operations["getShipperVolumesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Spec part 1 §7 and §8, part 2 §7 and §8. The portal reads `error.code`, `error.title` and `error.message`
         *     (else `error_details.error.message`, else the top-level `message`), and a create call's `error.stamp_id`.
         */
        ErrorBody: {
            error: {
                /** @description A business code (2001, 137027, 137420, 137926) or a name (`OTP_INVALID`, `BAD_REQUEST`…). */
                code?: number | string;
                /** @description `ACCESS_TOKEN_ERR`, `FB_2FA_NOT_SETUP_GRACE_PERIOD_EXCEEDED`, `NF_RECEIPT`… */
                title?: string;
                /** @description Shown to the operator as is. */
                message: string;
                stamp_id?: string | null;
            };
            error_details?: {
                error?: {
                    message?: string;
                };
            };
        };
        /** @enum {string} */
        CountryCode: "sg" | "id" | "th" | "my" | "ph" | "vn" | "mm" | "ma";
        /**
         * @description Spec part 1 §4 (NEXTDAY is NEXT_DAY in some lists).
         * @enum {string}
         */
        DeliveryType: "STANDARD" | "NEXTDAY" | "EXPRESS";
        /** @description A month, `YYYY-MM`. */
        MonthString: string;
        FeePart: {
            amount: number;
            tax_amount: number;
        };
        PasswordLoginRequest: {
            username: string;
            password: string;
        };
        TokenLoginRequest: {
            accessToken: string;
            aaaUserId: string;
        };
        /** @description Spec part 2 §3. The session is valid while `expirationDate` is in the future. */
        LoginResult: {
            accessToken: string;
            active?: boolean;
            /** @description Its use is not shown; the portal ignores it. */
            admin?: boolean;
            dpId: number;
            dpName?: string;
            dpPartnerId?: number;
            dpUserId?: number;
            /** Format: date-time */
            expirationDate: string;
            /** @description The point's country code; it picks the country API. */
            systemId: string;
            isUserNotEnrolledIn2FaAndGracePeriodOver?: boolean;
        };
        /** @description The login result and the user's e-mail, which the portal sends to the two-factor status search (the e-mail field is the portal's choice). */
        TokenLoginResult: components["schemas"]["LoginResult"] & {
            email?: string;
        };
        TwoFactorStatusRequest: {
            /** @description The token login's e-mail, or a password user's username. */
            email: string;
        };
        /** @description The answer is not shown by the spec; the portal reads `isEnrolledIn2Sv`, the login state's name for it. */
        TwoFactorStatus: {
            isEnrolledIn2Sv: boolean;
        };
        /** @description Feature flags by name (`ENABLE_QUICK_ADDRESS`, `SUPPORTED_AWB_SIZES`…), each a boolean, number, text or list of texts (the portal's choice). */
        FlagSet: {
            [key: string]: boolean | number | string | string[];
        };
        /**
         * @description Spec part 2 §3 and the permission flags of §6. The portal reads these fields and keeps any other.
         *     `partnerType` (`FRANCHISEE` for Thailand's post rule), `partnerName` and `isBulkPostAddressLevelsSupported`
         *     are the portal's choice of name.
         */
        DpInfo: {
            id: number;
            dpmsId?: number;
            name: string;
            shortName?: string;
            partnerId?: number;
            partnerName?: string;
            partnerType?: string;
            country: string;
            systemId: string;
            address1?: string;
            address2?: string;
            city?: string;
            postalCode?: string;
            contact?: string;
            latitude?: number;
            longitude?: number;
            shipperId?: number | null;
            legacyShipperId?: number | null;
            globalShipperId?: number | null;
            hubId?: number;
            type?: string;
            dpServiceType?: string;
            serviceType?: string;
            driverCollectionMode?: string;
            /** @description Days a parcel may stay before it is overstayed. */
            maxParcelStayDuration?: number;
            supportedReceiptSizes?: string[];
            acceptedParcelSizes?: string[];
            /** @description Per weekday a list of opening times. */
            openingHours?: {
                [key: string]: {
                    startTime: string;
                    endTime: string;
                }[];
            };
            settings?: {
                isNewAkiraDesignsEnabled?: boolean;
            };
            allowCreatePost?: boolean;
            allowCreatePack?: boolean;
            allowCustomerReturn?: boolean;
            allowShipperSend?: boolean;
            allowPrintAwb?: boolean;
            canCustomerCollect?: boolean;
            canShipperLodgeIn?: boolean;
            allowCodService?: boolean;
            allowViewInsights?: boolean;
            allowViewOrderEventsHistory?: boolean;
            allowBulkProcessParcel?: boolean;
            allowPostOrderEnhancements?: boolean;
            allowManualPackOc?: boolean;
            isNewDriverHandoverEnabled?: boolean;
            isShipperDropOffRevampEnabled?: boolean;
            isBulkPostAddressLevelsSupported?: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description Spec part 2 §3 (l1Name, l2Name, l3Name, latitude, longitude). The ids, billing zone and postcode of quick address are read when present. */
        Zone: {
            l1Name: string;
            l2Name: string;
            l3Name: string;
            latitude?: number | null;
            longitude?: number | null;
            l1Id?: string | null;
            l2Id?: string | null;
            l3Id?: string | null;
            billingZone?: string | null;
            billingZoneMetadata?: string | null;
            postcode?: string | null;
        };
        /** @description Spec part 2 §3. One level's pair, named with the level (l1…, l2… or l3…). */
        Division: {
            [key: string]: string;
        };
        /** @enum {string} */
        IdentifierType: "TRACKING_ID" | "STAMP_ID" | "NINJA_PACK_ID" | "FULLY_INTEGRATED_RETURN_ID" | "SEMI_INTEGRATED_RETURN_ID" | "UNINTEGRATED_RETURN_ID";
        /**
         * @description The spec says only "order". The portal's choice: the code's identifier type, and the existing order behind a
         *     tracking or return id (null for an unused stamp id or pack id).
         */
        ScanLookup: {
            identifier_type: components["schemas"]["IdentifierType"];
            order: {
                id: number;
                tracking_id: string;
                /** @description SEND, POST, PACK, RETURN, BULK_POST or another type the portal refuses. */
                type: string;
                status: string;
                shipper_id: number | null;
                global_shipper_id: number | null;
                shipper_name: string | null;
                to_name: string | null;
                to_contact: string | null;
                to_address1: string | null;
                to_postcode: string | null;
            } | null;
        };
        /** @description The spec says "validity"; the portal's choice is this object (a used stamp id is a 409 instead). */
        StampValidity: {
            stamp_id: string;
            valid: boolean;
        };
        /** @description Spec part 1 §3. */
        ConsigneeChoice: {
            id: number;
            name: string;
            email: string;
            address_1: string;
            postcode: string;
            state: string;
            city: string;
            locality: string;
        };
        /** @description Spec part 1 §3. `to_postcode` is the portal's addition (the quote's destination without quick address). */
        PriceRequest: {
            /** @description A delivery type; NEXTDAY maps to the next-day enum. */
            delivery_type: string;
            weight: number;
            insured_value: number;
            cod_value: number;
            from_latitude: number | null;
            from_longitude: number | null;
            to_latitude: number | null;
            to_longitude: number | null;
            /** @constant */
            size: "S";
            /** @constant */
            order_type: "NORMAL";
            /** @constant */
            timeslot_type: "NONE";
            global_shipper_id: number;
            to_postcode?: string;
            billing_zone?: string;
            billing_zone_metadata?: string;
            l1_id?: string;
            l2_id?: string;
            l3_id?: string;
        };
        /** @description Spec part 1 §3. */
        PriceResult: {
            total_with_tax: number;
            total_tax: number;
            insurance_fee: components["schemas"]["FeePart"];
            delivery_fee: components["schemas"]["FeePart"];
            cod_fee: components["schemas"]["FeePart"];
        };
        /** @description Spec part 1 §3 (reservation request recipient). */
        Recipient: {
            address1: string;
            address2: string;
            city: string;
            contact: string;
            country: string;
            email: string;
            latitude: number | null;
            longitude: number | null;
            locality: string;
            name: string;
            postcode: string;
            state: string;
            consignee_info_id: number | null;
            billing_zone?: string;
            billing_zone_metadata?: string;
            l1_id?: string;
            l2_id?: string;
            l3_id?: string;
        };
        /** @description Spec part 1 §3 (reservation request sender). */
        Sender: {
            address1: string;
            address2: string;
            city: string;
            contact: string;
            country: string;
            email: string;
            latitude: number | null;
            longitude: number | null;
            name: string;
            postcode: string;
        };
        /** @description Spec part 1 §3. `insured_value` is 0 when insurance is off, `cod` null when not set. */
        Reservation: {
            cod: number | null;
            delivery_instruction: string;
            delivery_type: components["schemas"]["DeliveryType"];
            insured_value: number;
            pickup_instruction: string;
            service_level: string;
            stamp_id: string;
            weight: number;
            recipient: components["schemas"]["Recipient"];
            sender: components["schemas"]["Sender"];
        };
        /** @description Spec part 1 §3. */
        ReservationRequest: {
            dp_id: number;
            is_draft: boolean;
            support_consignee_info_population: boolean;
            support_quick_address: boolean;
            shipper_id: number;
            global_shipper_id: number;
            signature: string | null;
            reservations: components["schemas"]["Reservation"][];
        };
        /** @description A reservation with the pack's fields (the spec shows only `is_manual_pack`; these names are the portal's choice). */
        PackReservation: components["schemas"]["Reservation"] & {
            pack_id: string;
            description: string;
            /** @description The uploaded image's url. */
            image_url: string | null;
        };
        /** @description The reservation request with pack reservations. */
        PackRequest: components["schemas"]["ReservationRequest"] & {
            reservations: components["schemas"]["PackReservation"][];
        };
        /** @description Spec part 1 §3 (reservation.pricing_info). */
        PricingInfo: {
            cod_fee: components["schemas"]["FeePart"];
            delivery_fee: components["schemas"]["FeePart"];
            insurance_fee: components["schemas"]["FeePart"];
            handling_fee: components["schemas"]["FeePart"];
            total_tax: number;
            total_with_tax: number;
        };
        /**
         * @description One reservation's outcome, in request order: its reservation, or its error (spec part 1 §7: error.message,
         *     error.stamp_id, error_details.error.message). A list of outcomes in request order is the portal's choice.
         */
        ReservationOutcome: {
            reservation: {
                /** @description The tracking id. */
                barcode: string;
                stamp_id: string;
                pricing_info: components["schemas"]["PricingInfo"];
            };
        } | {
            error: {
                message: string;
                stamp_id: string | null;
                code?: number | string;
            };
            error_details?: {
                error: {
                    message: string;
                };
            };
        };
        /** @description Spec part 1 §3. The receipt is null when no reservation was created. */
        ReservationResponse: {
            reservations: components["schemas"]["ReservationOutcome"][];
            receipt: {
                id: number;
                url: string | null;
            } | null;
            order_create_async_request_id: string | null;
            receipt_generation_async_request_id: string | null;
        };
        /** @description Multipart form with one field `file`, a JPEG or PNG of at most 2 MB (spec part 1 §5). */
        ImageUpload: {
            file: string;
        };
        /** @description The spec does not show the answer; the portal reads `url` and sends it as the pack's `image_url`. */
        UploadedImage: {
            url: string;
        };
        /** @description Spec part 1 §3 (a reservations list of trackingId). */
        LodgeInRequest: {
            reservations: {
                trackingId: string;
            }[];
        };
        /** @description Spec part 1 §7 (statusId). */
        LodgeInStarted: {
            statusId: number;
        };
        LodgeInFailure: {
            barcode: string;
            /** @description Shown per parcel; null shows 'Unexpected error'. */
            errorMessage: string | null;
        };
        /** @description Spec part 1 §3 and §4. */
        LodgeInStatus: {
            id: number;
            dpId: number;
            /** @enum {string} */
            status: "PROCESSING" | "PROCESSED";
            successfulOrders: string[];
            failedOrders: components["schemas"]["LodgeInFailure"][];
        };
        /** @enum {string} */
        AsyncTaskStatus: "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED" | "RETRYING" | "PARTIALLY_SUCCEEDED";
        /**
         * @description Spec part 1 §3 (status, responseMessage as JSON text, requestPayload, subRequests). What the sign-up's
         *     `responseMessage` holds is the portal's choice (README): `{"shipperId", "activationRequestId"}` on SUCCEEDED,
         *     `{"error": {"code", "message"}}` on FAILED, code `SHIPPER_CREATION_NOT_SUPPORTED` for the 'not supported' text.
         */
        AsyncTask: {
            status: components["schemas"]["AsyncTaskStatus"];
            /** @description JSON text. */
            responseMessage?: string | null;
            /** @description JSON text. */
            requestPayload?: string | null;
            subRequests?: {
                /** @enum {string} */
                status: "SUCCESS" | "ERROR";
                message: string | null;
            }[];
        };
        /** @description Spec part 1 §7 ("response id"). */
        AsyncRequestStarted: {
            /** @description The async request to poll. */
            id: string;
        };
        /** @description Spec part 1 §3 (sender/shipper), the fields the portal reads. */
        Shipper: {
            /** @description The legacy shipper id. */
            id: number;
            globalId: number;
            externalId: string | null;
            name: string;
            liaisonName: string;
            liaisonEmail: string;
            liaisonContact: string;
            liaisonAddress: string;
            liaisonAddress2: string;
            liaisonPostcode: string;
            isDefault: boolean;
            isPrepaid: boolean;
            isCodEnabled: boolean;
        };
        /** @description The spec does not show it; the simulator answers the updated shipper and the portal reads nothing. */
        DefaultShipperAnswer: components["schemas"]["Shipper"];
        /** @description Spec part 1 §3 (shipper creation), text trimmed, the mobile number with the country prefix. */
        SignupRequest: {
            firstName: string;
            lastName: string;
            icNumber: string;
            icAddress: string;
            icPostalCode: string;
            rtsAddress: string;
            rtsPostalCode: string;
            billingAddress: string;
            postalCode: string;
            /** Format: email */
            email: string;
            shopName: string;
            mobileNumber: string;
        };
        /** @description The spec does not show the set-up body; the portal's choice (README decisions table). */
        SetupRequest: {
            /** @enum {string} */
            billingType: "PREPAID" | "POSTPAID";
            isCodEnabled: boolean;
            /** @enum {string} */
            authorisation: "PRE_AUTHORISED" | "ONE_TIME";
            /** @description The shipper's signature, a PNG data URL. */
            signature: string;
            bank: {
                bankName: string;
                bankBranch: string;
                accountNumber: string;
            } | null;
        };
        /** @description The spec does not show it; the simulator's, which the portal does not read. */
        ShipperSetupAnswer: {
            id?: number;
            setup?: boolean;
        };
        /** @description The spec does not show it; the simulator's, which the portal does not read. */
        BankProofAnswer: {
            id?: number;
            uploaded?: boolean;
        };
        /** @enum {string} */
        ReceiptSize: "A4" | "A6";
        /** @enum {string} */
        AwbSize: "A4" | "A6" | "PAPERANG";
        /** @description Spec part 1 §3 (lodge-in receipt payload), one row per parcel. */
        LodgeInReceiptRow: {
            dp_id: number;
            receipt_id: number | null;
            stamp_id: string | null;
            from_name: string;
            from_contact: string;
            from_email: string;
            shipper_id: number | null;
            global_shipper_id: number | null;
            tracking_id: string;
            order_id: number | null;
            to_name: string;
            to_email: string;
            to_contact: string;
            to_address1: string;
            to_address2: string;
            to_city: string;
            to_postcode: string;
        };
        /** @description The rows under `receipts` (the wrapper is the portal's choice). */
        LodgeInReceiptRequest: {
            receipts: components["schemas"]["LodgeInReceiptRow"][];
        };
        /** @description The spec shows `data.receipts` for the receipt calls; for this one the portal reads the new receipt's id. */
        ReceiptCreated: {
            id: number;
        };
        /** @description The paper size in the body (the spec says "receipt params"). */
        GenerateReceiptRequest: {
            size: components["schemas"]["ReceiptSize"];
        };
        /** @description One of `data.receipts`. Its fields are the portal's choice; `url` is fetched with the country client's headers and opened as a PDF. */
        ReceiptDocument: {
            id: number;
            size: components["schemas"]["ReceiptSize"];
            url: string;
        };
        /** @description Spec part 1 §7 (data.receipts). */
        ReceiptDocuments: {
            receipts: components["schemas"]["ReceiptDocument"][];
        };
        /** @description Spec part 1 §3. */
        AirwayBillRequest: {
            tracking_ids: string[];
            /** @enum {integer} */
            hide_shipper_details: 0 | 1;
            size: components["schemas"]["AwbSize"];
        };
        /** @description The spec shows the GET's taskUuid, not this answer; the portal reads `task_uuid`. */
        AirwayBillTask: {
            /** Format: uuid */
            task_uuid: string;
        };
        /** @description What the customer was verified with (README decisions table); the spec does not show the payload. */
        CollectSearchBody: {
            otp: string;
        } | {
            qr_code: string;
        } | {
            tracking_id: string;
            otp: string;
        };
        /** @description A parcel waiting at this point for the verified customer (the portal's choice of fields). */
        CollectOrder: {
            id: number;
            tracking_id: string;
            to_name: string;
            /**
             * Format: date-time
             * @description When the parcel arrived at the point.
             */
            dropped_off_at: string;
            status: string;
            is_cod: boolean;
            /** @description Amount to collect in the country's money; null on a COD parcel means it cannot be read. */
            cod_amount: number | null;
        };
        /** @description Who the customer is and their parcels at this point (the portal's choice). */
        CollectSearchResult: {
            customer: {
                name: string;
                contact: string;
            };
            orders: components["schemas"]["CollectOrder"][];
        };
        /** @description The release body (README decisions table); the spec shows only the `dp_id` query. */
        ReleaseBody: {
            orders: {
                tracking_id: string;
                released_to: string;
                /** @description The cash taken; null when the parcel is not COD. */
                cod_collected: number | null;
            }[];
        };
        /** @description A released order (spec part 2 §3 names barcode, releasedTo, releasedAt, status; snake case and this subset are the portal's choice). */
        ReleasedOrder: {
            barcode: string;
            released_to: string;
            /** Format: date-time */
            released_at: string;
            status: string;
        };
        /** @description The released parcels under `orders` (the portal's choice). */
        ReleasedOrders: {
            orders: components["schemas"]["ReleasedOrder"][];
        };
        /** @description A parcel this point released, with the cash taken (the portal's call and shape). */
        ReleasedCod: {
            barcode: string;
            released_to: string;
            /** Format: date-time */
            released_at: string;
            cod_collected: number | null;
        };
        /** @description The resend body (README decisions table); the spec does not show it. */
        ResendBody: {
            tracking_id: string;
            /** @enum {string} */
            channel: "otp" | "sms";
        };
        /** @description The spec does not show it; the simulator's, which the portal does not read. */
        ResendAnswer: {
            sent?: boolean;
            channel?: string;
            tracking_id?: string;
        };
        /** @enum {string} */
        JobType: "COLLECT" | "DROP_OFF";
        /**
         * @description Spec part 2 §3 (dp-job) names these fields in camel case as the old state held them; on the wire the portal
         *     chose snake case, and added `order_count` (the orders come from job-orders page by page).
         */
        DpJob: {
            id: number;
            dp_id: number;
            date: string;
            /** @description CONFIRMATION_CODE, QR_CODE or another flow. */
            driver_flow: string;
            status: string;
            system_id: string;
            type: components["schemas"]["JobType"];
            /** @description The payload of the job's QR code. */
            qr_code: string;
            /** @description The 6-digit code from a driver. */
            unlock_code_in: string;
            /** @description The 6-digit code to a driver. */
            unlock_code_out: string;
            order_count: number;
        };
        /** @description Spec part 2 §3 (job order), in snake case; `dropped_off_at` is the portal's addition for the pickup handover timing. */
        JobOrder: {
            id: number;
            barcode: string;
            customer_unlock_code: string | null;
            dp_job_id: number;
            driver_flow: string;
            external_reference_id: string | null;
            is_overstayed: boolean;
            is_swappable: boolean;
            order_id: number;
            status: string;
            system_id: string;
            /** Format: date-time */
            dropped_off_at: string | null;
        };
        /**
         * @description DRIVER (to driver) or DP (from driver; the parcels then wait for their customers).
         * @enum {string}
         */
        ReleasedTo: "DRIVER" | "DP";
        /** @description Spec part 2 §7 (a list of tracking_id and released_to); the `orders` wrapper is the portal's choice. */
        CompleteHandoverBody: {
            orders: {
                tracking_id: string;
                released_to: components["schemas"]["ReleasedTo"];
            }[];
        };
        /** @description One parcel handed over (as a released order, spec part 2 §3, in snake case). */
        HandedOverOrder: {
            barcode: string;
            released_to: components["schemas"]["ReleasedTo"];
            /** Format: date-time */
            released_at: string;
            status: string;
        };
        /** @description The parcels handed over under `orders` (the portal's choice). */
        HandedOverOrders: {
            orders: components["schemas"]["HandedOverOrder"][];
        };
        /** @description The job whose drop-off notice goes again (the portal's choice; the spec does not show the payload). */
        DriverResendBody: {
            job_id: number;
        };
        /**
         * @description Spec part 2 §4.
         * @enum {string}
         */
        ParcelStatus: "arrived_at_distribution_point" | "en_route_to_sorting_hub" | "staging" | "on_hold" | "transferred_to_3pl" | "on_vehicle_for_delivery" | "pending_pickup_at_distribution_point" | "pending_pickup" | "cancelled" | "pending_reschedule" | "van_en_route_to_pickup" | "returned_to_sender" | "pickup_fail" | "arrived_at_sorting_hub" | "completed" | "arrived_at_origin_hub";
        /**
         * @description Spec part 2 §4 group filters.
         * @enum {string}
         */
        ParcelGroup: "staging" | "pending" | "cancelled" | "completed";
        /**
         * @description A group, or `default` for every group.
         * @enum {string}
         */
        GroupFilter: "staging" | "pending" | "cancelled" | "completed" | "default";
        /** @description A store filter, a delivery type or a granular status (spec part 2 §4). */
        AdditionalFilterValue: ("in_store" | "not_in_store" | "expired" | "not_expired") | components["schemas"]["DeliveryType"] | components["schemas"]["ParcelStatus"];
        /** @enum {string} */
        OrderKind: "SEND" | "POST" | "PACK" | "RETURN";
        /** @description One parcel of the history list (the portal's choice of fields; the spec does not show the answer). */
        ParcelRow: {
            order_id: number;
            tracking_id: string;
            stamp_id: string | null;
            order_type: components["schemas"]["OrderKind"];
            status: components["schemas"]["ParcelStatus"];
            group: components["schemas"]["ParcelGroup"];
            shipper_name: string;
            to_name: string;
            to_contact: string;
            delivery_type: components["schemas"]["DeliveryType"];
            /** @description null: no cash on delivery. */
            cod_amount: number | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            dropped_off_at: string | null;
            in_store: boolean;
            /** @description In store longer than the point's maxParcelStayDuration. */
            expired: boolean;
        };
        /** @description Totals of the whole result, not only the page (spec part 2 §3 names totalOrderCount). */
        ParcelStatistics: {
            total_order_count: number;
            staging: number;
            pending: number;
            cancelled: number;
            completed: number;
        };
        /** @description One page and the result's totals (README decisions table, history list call shape). */
        ParcelPage: {
            parcels: components["schemas"]["ParcelRow"][];
            page: number;
            page_size: number;
            total_pages: number;
            statistics: components["schemas"]["ParcelStatistics"];
        };
        /** @description An order whose tracking or stamp id is the text (the portal's choice). */
        TrackingMatch: {
            order_id: number;
            tracking_id: string;
            stamp_id: string | null;
            status: components["schemas"]["ParcelStatus"];
        };
        Party: {
            name: string;
            contact: string;
            address: string | null;
        };
        /** @description The order, its parties and money, and the server's warning (spec part 2 §3 names order, events, warning; the fields are the portal's choice). */
        OrderDetails: {
            order: components["schemas"]["ParcelRow"] & {
                weight: number;
                from: components["schemas"]["Party"];
                to: components["schemas"]["Party"];
                /** @description In the country's money; null where the order has none. */
                fees: {
                    delivery_fee: number;
                    insurance_fee: number;
                    cod_fee: number;
                    tax: number;
                    total: number;
                } | null;
                receipt_id: number | null;
                is_shipper_prepaid: boolean;
            };
            warning: string | null;
        };
        /** @description One event (spec part 2 §2 event timeline shows name, time, driver, scan location, hub, comment; the wire shape is the portal's choice). */
        OrderEvent: {
            id: number;
            /** @description The event's code; its label is the message history.event.<code>. */
            name: string;
            /** Format: date-time */
            time: string;
            driver: {
                name: string;
                contact: string;
            } | null;
            /** @description The event had a driver whose details the server could not get. */
            driver_unavailable: boolean;
            scan_location: string | null;
            hub: string | null;
            comment: string | null;
        };
        /** @description Today's figures at the point, today in the country's time (the portal's choice; the spec does not show it). */
        PointSummary: {
            today: {
                dropped_off: number;
                collected: number;
                handed_to_driver: number;
                received_from_driver: number;
            };
            in_store: number;
            expired: number;
            pending_pickup: number;
        };
        /** @description Today's takings in the country's day and what is still in the till (README decisions table, payments summary). */
        PaymentsSummary: {
            today: {
                count: number;
                cod_amount: number;
                fee_amount: number;
            };
            unsettled: {
                count: number;
                amount: number;
                /** Format: date-time */
                oldest_paid_at: string | null;
            };
        };
        /**
         * @description Cash collected for a COD parcel, or the fees of a post or pack order paid at the counter.
         * @enum {string}
         */
        PaymentKind: "COD" | "FEE";
        /** @description One payment (the portal's choice). */
        PaymentRow: {
            id: number;
            order_id: number;
            tracking_id: string;
            kind: components["schemas"]["PaymentKind"];
            amount: number;
            /** Format: date-time */
            paid_at: string;
            /** @description Handed over to the company, or still in the point's till. */
            settled: boolean;
        };
        /** @description Totals of the whole payment result (the portal's choice). */
        PaymentStatistics: {
            total_count: number;
            total_amount: number;
            cod_amount: number;
            fee_amount: number;
            unsettled_amount: number;
        };
        /** @description One page of payments and the result's totals (README decisions table). */
        PaymentPage: {
            payments: components["schemas"]["PaymentRow"][];
            page: number;
            page_size: number;
            total_pages: number;
            statistics: components["schemas"]["PaymentStatistics"];
        };
        /**
         * @description The parcel types the volume charts stack; POST_PLUS and MARKETPLACE have award tiers.
         * @enum {string}
         */
        ParcelType: "POST_PLUS" | "MARKETPLACE" | "RETURN";
        /** @enum {string} */
        TieredType: "POST_PLUS" | "MARKETPLACE";
        VolumesByType: {
            POST_PLUS: number;
            MARKETPLACE: number;
            RETURN: number;
        };
        /** @description A tiered type's parcels in one month, the current month so far (the portal's choice; the spec shows only the query). */
        TierMonth: {
            month: components["schemas"]["MonthString"];
            parcel_type: components["schemas"]["TieredType"];
            volume: number;
        };
        /** @description One month's parcels by type (the portal's choice). */
        MonthVolumes: {
            month: components["schemas"]["MonthString"];
            volumes: components["schemas"]["VolumesByType"];
        };
        /** @description The range's total of one type (the portal's choice). */
        TypeVolume: {
            parcel_type: components["schemas"]["ParcelType"];
            volume: number;
        };
        /**
         * @description Spec part 2 §7.
         * @enum {string}
         */
        ShipperCategory: "total_volume" | "volume_n0" | "volume_n1_early_oc" | "volume_n1_late_oc" | "volume_n2_plus";
        /** @description A shipper's parcels of the category over the range (the portal's choice). */
        ShipperVolume: {
            shipper_id: number;
            shipper_name: string;
            volume: number;
        };
        /** @description One week (Monday to Sunday) of a shipper, by timing category and by type (the portal's choice). */
        ShipperWeek: {
            /** Format: date */
            week_start: string;
            total_volume: number;
            volume_n0: number;
            volume_n1_early_oc: number;
            volume_n1_late_oc: number;
            volume_n2_plus: number;
            by_type: components["schemas"]["VolumesByType"];
        };
        /** @description One shipper's weeks (the portal's choice). */
        ShipperTrend: {
            shipper_id: number;
            shipper_name: string;
            weeks: components["schemas"]["ShipperWeek"][];
        };
    };
    responses: {
        /** @description The request is refused; `error.message` says why and the portal shows it. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No token, or an invalid or expired one (code 2001, title ACCESS_TOKEN_ERR); the portal asks the operator to log in again. */
        InvalidToken: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Not this caller's (another point's data, or a two-factor set-up that is overdue). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Nothing with that id or code (the receipt's is code 137420, NF_RECEIPT). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description A conflict (a used stamp id is code 137926, CONFLICT_STAMP_ID_USED; a used code; a parcel released already). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description An expired code. */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description A business rule refused it (code 137027, BR_MISSING_INVOICED_AMOUNT_DETAILS, on receipt generation). */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The server failed; the portal shows `error.message`, else 'Something went wrong. Please refresh or try again later.' */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: {
        /**
         * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
         * @example npv3-101-20261128093015123-4821
         */
        RequestId: string;
        /**
         * @description One key per attempt of a call that creates something (a UUID, or an upload's id with the shipper and the chunk's
         *     place). The server answers a repeated key with the first answer and creates nothing more, so a retry after a
         *     lost answer cannot create twice. The portal's choice: the spec does not show it (README, orders and bulk).
         */
        IdempotencyKey: string;
        /** @description The shipper's legacy id or global id. */
        ShipperId: number;
        ReceiptId: number;
        OrderId: number;
        /** @description The logged-in point's id; another point's answers 403. */
        DpIdPath: number;
        /** @description The logged-in point's id. */
        DpIdQuery: number;
        ShipperIdQuery: number;
        /** @description First day, in the country's days. */
        FromDate: string;
        /** @description Last day, included. */
        ToDate: string;
        /** @description Text to look for (tracking id, stamp id, name, number). */
        ListQuery: string;
        /** @description One per group asked (repeated); `default` for every group. */
        ParcelFilter: components["schemas"]["GroupFilter"][];
        /** @description One per store filter, delivery type and granular status asked (repeated). */
        AdditionalFilter: components["schemas"]["AdditionalFilterValue"][];
        /** @description One per payment kind asked (repeated); none for every kind. */
        PaymentFilter: components["schemas"]["PaymentKind"][];
        Page: number;
        /** @description 50 (spec §9). */
        PageSize: number;
        StartMonth: components["schemas"]["MonthString"];
        /** @description At most 24 months after `start_month`. */
        EndMonth: components["schemas"]["MonthString"];
        /** @description The first Monday of the range. */
        StartDate: string;
        /** @description The range's last day, or today. */
        EndDate: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordLoginRequest"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    loginWithToken: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenLoginRequest"];
            };
        };
        responses: {
            /** @description Logged in; says whether the two-factor set-up is overdue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TokenLoginResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
        };
    };
    searchTwoFactorStatus: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorStatusRequest"];
            };
        };
        responses: {
            /** @description The enrolment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TwoFactorStatus"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
        };
    };
    getFeatureFlags: {
        parameters: {
            query: {
                /** @description The country code, lower case. */
                country: components["schemas"]["CountryCode"];
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overrides (none unless the service sets some). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FlagSet"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
        };
    };
    getLoggedInPoint: {
        parameters: {
            query: {
                /** @description The point's country code (the login's `systemId`). */
                system_id: components["schemas"]["CountryCode"];
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The point, its settings and permission flags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DpInfo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
        };
    };
    listZones: {
        parameters: {
            query: {
                /** @description The country code. */
                system: components["schemas"]["CountryCode"];
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every zone of the country. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Zone"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
        };
    };
    listDivisions: {
        parameters: {
            query?: {
                l1_address?: string;
                /** @description Needs `l1_address`. */
                l2_address?: string;
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values of the next level, each named with its level (`l1AddressDisplayValue`, `l1AddressValue`, then l2…, l3…). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Division"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
        };
    };
    lookUpScan: {
        parameters: {
            query: {
                /** @description The code as scanned or typed. */
                scan: string;
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code's identifier type and, for a tracking or return id, its order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ScanLookup"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
        };
    };
    checkStampValidity: {
        parameters: {
            query: {
                stamp_id: string;
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stamp id is free. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StampValidity"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            409: components["responses"]["Conflict"];
        };
    };
    searchConsignees: {
        parameters: {
            query: {
                /** @description The recipient's number with the country prefix (`+6591234567`). */
                contact: string;
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved consignees (an empty list when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsigneeChoice"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
        };
    };
    quotePrice: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                globalShipperId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceRequest"];
            };
        };
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PriceResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            500: components["responses"]["ServerError"];
        };
    };
    createPostOrders: {
        parameters: {
            query: {
                is_draft: boolean;
                is_bulk: boolean;
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
                /**
                 * @description One key per attempt of a call that creates something (a UUID, or an upload's id with the shipper and the chunk's
                 *     place). The server answers a repeated key with the first answer and creates nothing more, so a retry after a
                 *     lost answer cannot create twice. The portal's choice: the spec does not show it (README, orders and bulk).
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReservationRequest"];
            };
        };
        responses: {
            /** @description Each reservation's outcome and the receipt of those created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReservationResponse"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            503: components["responses"]["ServerError"];
        };
    };
    createPackOrders: {
        parameters: {
            query: {
                is_manual_pack: boolean;
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
                /**
                 * @description One key per attempt of a call that creates something (a UUID, or an upload's id with the shipper and the chunk's
                 *     place). The server answers a repeated key with the first answer and creates nothing more, so a retry after a
                 *     lost answer cannot create twice. The portal's choice: the spec does not show it (README, orders and bulk).
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackRequest"];
            };
        };
        responses: {
            /** @description Each reservation's outcome and the receipt of those created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReservationResponse"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
        };
    };
    uploadPackImage: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImageUpload"];
            };
        };
        responses: {
            /** @description Where the image is kept. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UploadedImage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
        };
    };
    startLodgeIn: {
        parameters: {
            query: {
                notify_shipper: boolean;
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
                /**
                 * @description One key per attempt of a call that creates something (a UUID, or an upload's id with the shipper and the chunk's
                 *     place). The server answers a repeated key with the first answer and creates nothing more, so a retry after a
                 *     lost answer cannot create twice. The portal's choice: the spec does not show it (README, orders and bulk).
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LodgeInRequest"];
            };
        };
        responses: {
            /** @description The lodge-in's status id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LodgeInStarted"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
        };
    };
    getLodgeInStatus: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                statusId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lodge-in's status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LodgeInStatus"];
                    };
                };
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
        };
    };
    getAsyncRequest: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The task. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AsyncTask"];
                    };
                };
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
        };
    };
    searchShippers: {
        parameters: {
            query: {
                /** @description The number with the country prefix (`+6591234567`). */
                contact_no: string;
                /** @description Every match (true), or only the first. */
                all: boolean;
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching shippers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Shipper"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
        };
    };
    getShipper: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                /** @description The shipper's legacy id or global id. */
                shipperId: components["parameters"]["ShipperId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shipper. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Shipper"];
                    };
                };
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
        };
    };
    getShipperByExternalId: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                externalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shipper. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Shipper"];
                    };
                };
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
        };
    };
    setDefaultShipper: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                /** @description The shipper's legacy id or global id. */
                shipperId: components["parameters"]["ShipperId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated shipper. The portal does not read it (it moves the default badge itself). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DefaultShipperAnswer"];
                    };
                };
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
        };
    };
    createShipper: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupRequest"];
            };
        };
        responses: {
            /** @description The async request that creates the account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AsyncRequestStarted"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
        };
    };
    setUpShipper: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                /** @description The shipper's legacy id or global id. */
                shipperId: components["parameters"]["ShipperId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetupRequest"];
            };
        };
        responses: {
            /** @description Set up. The portal does not read the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShipperSetupAnswer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    uploadBankAccountProof: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                /** @description The shipper's legacy id or global id. */
                shipperId: components["parameters"]["ShipperId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImageUpload"];
            };
        };
        responses: {
            /** @description Uploaded. The portal does not read the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BankProofAnswer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
        };
    };
    createLodgeInReceipt: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LodgeInReceiptRequest"];
            };
        };
        responses: {
            /** @description The receipt's id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReceiptCreated"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            500: components["responses"]["ServerError"];
        };
    };
    getReceipt: {
        parameters: {
            query: {
                size: components["schemas"]["ReceiptSize"];
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                receiptId: components["parameters"]["ReceiptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt's documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReceiptDocuments"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
        };
    };
    generateReceipt: {
        parameters: {
            query: {
                is_shipper_prepaid: boolean;
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                receiptId: components["parameters"]["ReceiptId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateReceiptRequest"];
            };
        };
        responses: {
            /** @description The receipt's documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReceiptDocuments"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    requestAirwayBills: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AirwayBillRequest"];
            };
        };
        responses: {
            /** @description The task whose PDF `getAirwayBill` returns. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AirwayBillTask"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            500: components["responses"]["ServerError"];
        };
    };
    getAirwayBill: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                taskUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Not ready yet; ask again. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
        };
    };
    searchCustomerCollect: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectSearchBody"];
            };
        };
        responses: {
            /** @description The customer and their parcels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CollectSearchResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
        };
    };
    releaseCustomerCollect: {
        parameters: {
            query: {
                /** @description The logged-in point's id. */
                dp_id: components["parameters"]["DpIdQuery"];
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReleaseBody"];
            };
        };
        responses: {
            /** @description The released parcels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReleasedOrders"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listReleasedCollect: {
        parameters: {
            query: {
                /** @description The logged-in point's id. */
                dp_id: components["parameters"]["DpIdQuery"];
                /** @description ISO time; today's midnight in the country's offset. */
                from: string;
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The releases, with the cash taken. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReleasedCod"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
        };
    };
    resendDropOffSms: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendBody"];
            };
        };
        responses: {
            /** @description Sent. The portal does not read the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ResendAnswer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
            502: components["responses"]["ServerError"];
        };
    };
    scanCollectParcel: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                trackingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The parcel. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CollectOrder"];
                    };
                };
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
        };
    };
    listCollectParcels: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The parcels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CollectOrder"][];
                    };
                };
            };
            401: components["responses"]["InvalidToken"];
        };
    };
    listDriverJobs: {
        parameters: {
            query: {
                /** @description COLLECT (to driver) or DROP_OFF (from driver). */
                type: components["schemas"]["JobType"];
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The jobs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DpJob"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
        };
    };
    listJobOrders: {
        parameters: {
            query: {
                job_id: number;
                /** @description The last id of the previous page (0 for the first). */
                offset_id: number;
                limit: number;
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["JobOrder"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
        };
    };
    completeHandover: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
                /**
                 * @description One key per attempt of a call that creates something (a UUID, or an upload's id with the shipper and the chunk's
                 *     place). The server answers a repeated key with the first answer and creates nothing more, so a retry after a
                 *     lost answer cannot create twice. The portal's choice: the spec does not show it (README, orders and bulk).
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompleteHandoverBody"];
            };
        };
        responses: {
            /** @description The parcels handed over. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["HandedOverOrders"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    resendDriverDropOffSms: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DriverResendBody"];
            };
        };
        responses: {
            /** @description Sent. The portal does not read the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ResendAnswer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
            502: components["responses"]["ServerError"];
        };
    };
    resendDriverDropOffEmail: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DriverResendBody"];
            };
        };
        responses: {
            /** @description Sent. The portal does not read the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ResendAnswer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
        };
    };
    listParcels: {
        parameters: {
            query: {
                /** @description First day, in the country's days. */
                from_date: components["parameters"]["FromDate"];
                /** @description Last day, included. */
                to_date: components["parameters"]["ToDate"];
                /** @description Text to look for (tracking id, stamp id, name, number). */
                query?: components["parameters"]["ListQuery"];
                /** @description One per group asked (repeated); `default` for every group. */
                filter: components["parameters"]["ParcelFilter"];
                /** @description One per store filter, delivery type and granular status asked (repeated). */
                additional_filter?: components["parameters"]["AdditionalFilter"];
                page: components["parameters"]["Page"];
                /** @description 50 (spec §9). */
                page_size: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ParcelPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
        };
    };
    getParcelReport: {
        parameters: {
            query: {
                /** @description First day, in the country's days. */
                from_date: components["parameters"]["FromDate"];
                /** @description Last day, included. */
                to_date: components["parameters"]["ToDate"];
                /** @description Text to look for (tracking id, stamp id, name, number). */
                query?: components["parameters"]["ListQuery"];
                /** @description One per group asked (repeated); `default` for every group. */
                filter: components["parameters"]["ParcelFilter"];
                /** @description One per store filter, delivery type and granular status asked (repeated). */
                additional_filter?: components["parameters"]["AdditionalFilter"];
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV with a header line: tracking_id, stamp_id, order_type, status, shipper_name, to_name, to_contact, delivery_type, cod_amount, created_at, dropped_off_at. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
        };
    };
    searchTracking: {
        parameters: {
            query: {
                q: string;
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TrackingMatch"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
        };
    };
    getOrderDetails: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderDetails"];
                    };
                };
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
        };
    };
    listOrderEvents: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderEvent"][];
                    };
                };
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
        };
    };
    getPointSummary: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                /** @description The logged-in point's id; another point's answers 403. */
                dpId: components["parameters"]["DpIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PointSummary"];
                    };
                };
            };
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPaymentsSummary: {
        parameters: {
            query: {
                /** @description The logged-in point's id. */
                dp_id: components["parameters"]["DpIdQuery"];
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentsSummary"];
                    };
                };
            };
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
        };
    };
    listPayments: {
        parameters: {
            query: {
                /** @description First day, in the country's days. */
                from_date: components["parameters"]["FromDate"];
                /** @description Last day, included. */
                to_date: components["parameters"]["ToDate"];
                /** @description Text to look for (tracking id, stamp id, name, number). */
                query?: components["parameters"]["ListQuery"];
                /** @description One per payment kind asked (repeated); none for every kind. */
                filter?: components["parameters"]["PaymentFilter"];
                page: components["parameters"]["Page"];
                /** @description 50 (spec §9). */
                page_size: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
        };
    };
    getPaymentReport: {
        parameters: {
            query: {
                /** @description First day, in the country's days. */
                from_date: components["parameters"]["FromDate"];
                /** @description Last day, included. */
                to_date: components["parameters"]["ToDate"];
                /** @description Text to look for (tracking id, stamp id, name, number). */
                query?: components["parameters"]["ListQuery"];
                /** @description One per payment kind asked (repeated); none for every kind. */
                filter?: components["parameters"]["PaymentFilter"];
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV with a header line: tracking_id, kind, amount, paid_at, settled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
        };
    };
    listTierMonths: {
        parameters: {
            query: {
                start_month: components["parameters"]["StartMonth"];
                /** @description At most 24 months after `start_month`. */
                end_month: components["parameters"]["EndMonth"];
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                /** @description The logged-in point's id; another point's answers 403. */
                dpId: components["parameters"]["DpIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per month and tiered type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TierMonth"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
        };
    };
    listMonthVolumes: {
        parameters: {
            query: {
                start_month: components["parameters"]["StartMonth"];
                /** @description At most 24 months after `start_month`. */
                end_month: components["parameters"]["EndMonth"];
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                /** @description The logged-in point's id; another point's answers 403. */
                dpId: components["parameters"]["DpIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row a month, up to the current month. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MonthVolumes"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
        };
    };
    listTypeVolumes: {
        parameters: {
            query: {
                start_month: components["parameters"]["StartMonth"];
                /** @description At most 24 months after `start_month`. */
                end_month: components["parameters"]["EndMonth"];
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                /** @description The logged-in point's id; another point's answers 403. */
                dpId: components["parameters"]["DpIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per parcel type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TypeVolume"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
        };
    };
    listShipperVolumes: {
        parameters: {
            query: {
                start_month: components["parameters"]["StartMonth"];
                /** @description At most 24 months after `start_month`. */
                end_month: components["parameters"]["EndMonth"];
                category: components["schemas"]["ShipperCategory"];
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                /** @description The logged-in point's id; another point's answers 403. */
                dpId: components["parameters"]["DpIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shippers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShipperVolume"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
        };
    };
    getShipperTrend: {
        parameters: {
            query: {
                shipper_id: components["parameters"]["ShipperIdQuery"];
                /** @description The first Monday of the range. */
                start_date: components["parameters"]["StartDate"];
                /** @description The range's last day, or today. */
                end_date: components["parameters"]["EndDate"];
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                /** @description The logged-in point's id; another point's answers 403. */
                dpId: components["parameters"]["DpIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shipper's weeks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShipperTrend"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getShipperVolumesReport: {
        parameters: {
            query: {
                shipper_id: components["parameters"]["ShipperIdQuery"];
                /** @description The first Monday of the range. */
                start_date: components["parameters"]["StartDate"];
                /** @description The range's last day, or today. */
                end_date: components["parameters"]["EndDate"];
            };
            header: {
                /**
                 * @description npv3-{dpId}-{UTC timestamp yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters (spec part 1 §7, part 2 §7); dpId 0 before login. Made by `src/kernel/api/requestId.ts`.
                 * @example npv3-101-20261128093015123-4821
                 */
                "X-Request-Id": components["parameters"]["RequestId"];
            };
            path: {
                /** @description The logged-in point's id; another point's answers 403. */
                dpId: components["parameters"]["DpIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV with a header line: week_start, shipper_id, shipper_name, total_volume, volume_n0, volume_n1_early_oc, volume_n1_late_oc, volume_n2_plus. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
}
