// JazzCash hosted checkout ("HTTP POST page redirection"): the learner's browser posts the signed pp_ fields
// to JazzCash, comes back by POST to our return URL, and the platform confirms with the Payment Inquiry API.
import type { PaymentMethod } from '@/contract';
import {
  GatewayUnavailableError,
  GatewayVerificationError,
  type GatewayOutcome,
  type PaymentGateway,
} from '../gateway';
import { asciiText, jazzCashDateTime, outcomeOfCode } from './response-codes';
import { hasValidSecureHash, jazzCashSecureHash, SECURE_HASH_FIELD } from './secure-hash';

export const JAZZCASH_HOSTS = {
  sandbox: 'https://sandbox.jazzcash.com.pk',
  production: 'https://payments.jazzcash.com.pk',
} as const;
const CHECKOUT_PATH = '/CustomerPortal/transactionmanagement/merchantform/';
const INQUIRY_PATH = '/ApplicationAPI/API/PaymentInquiry/Inquire';

export interface JazzCashOptions {
  merchantId: string;
  password: string;
  integritySalt: string;
  environment: keyof typeof JAZZCASH_HOSTS;
  returnUrl: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}

const TXN_TYPE: Partial<Record<PaymentMethod, { type: string; version: string }>> = {
  card: { type: 'MPAY', version: '2.0' },
  jazzcash: { type: 'MWALLET', version: '1.1' },
};

export function jazzCashAdapter(options: JazzCashOptions): PaymentGateway {
  const host = JAZZCASH_HOSTS[options.environment];
  const sign = (fields: Record<string, string>) => ({
    ...fields,
    [SECURE_HASH_FIELD]: jazzCashSecureHash(fields, options.integritySalt),
  });
  const verified = (fields: Record<string, string>) => {
    if (!hasValidSecureHash(fields, options.integritySalt))
      throw new GatewayVerificationError('pp_SecureHash mismatch');
    if (!fields.pp_TxnRefNo) throw new GatewayVerificationError('pp_TxnRefNo missing');
    return fields;
  };
  const outcome = (fields: Record<string, string>, code: string | undefined): GatewayOutcome => ({
    reference: fields.pp_TxnRefNo ?? '',
    status: outcomeOfCode(code),
    ...(fields.pp_Amount && /^\d+$/.test(fields.pp_Amount) ? { amountPaisa: Number(fields.pp_Amount) } : {}),
    ...(fields.pp_TxnCurrency ? { currency: fields.pp_TxnCurrency } : {}),
    ...(fields.pp_RetreivalReferenceNo ? { gatewayTxnId: fields.pp_RetreivalReferenceNo } : {}),
    ...(fields.pp_ResponseMessage ? { reason: fields.pp_ResponseMessage } : {}),
  });

  return {
    id: 'jazzcash',
    methods: ['card', 'jazzcash'],

    async start(input) {
      const kind = TXN_TYPE[input.method];
      if (!kind) throw new GatewayUnavailableError(`JazzCash does not take ${input.method}`);
      const fields = sign({
        pp_Version: kind.version,
        pp_TxnType: kind.type,
        pp_Language: 'EN',
        pp_MerchantID: options.merchantId,
        pp_SubMerchantID: '',
        pp_Password: options.password,
        pp_BankID: '',
        pp_ProductID: '',
        pp_TxnRefNo: input.reference,
        pp_Amount: String(input.amountPaisa),
        pp_TxnCurrency: input.currency,
        pp_TxnDateTime: jazzCashDateTime(input.now),
        pp_BillReference: input.reference.replace(/[^A-Za-z0-9]/g, '').slice(0, 20),
        pp_Description: asciiText(input.description, 200),
        pp_TxnExpiryDateTime: jazzCashDateTime(input.expiresAt),
        pp_ReturnURL: options.returnUrl,
        ppmpf_1: '',
        ppmpf_2: '',
        ppmpf_3: '',
        ppmpf_4: '',
        ppmpf_5: '',
      });
      return { url: `${host}${CHECKOUT_PATH}`, method: 'POST', fields };
    },

    verifyReturn(params) {
      return verified(params).pp_TxnRefNo ?? '';
    },

    parseWebhook(rawBody) {
      const fields = Object.fromEntries(new URLSearchParams(rawBody));
      verified(fields);
      const code = fields.pp_ResponseCode;
      // JazzCash's notification carries no signing time: the event id makes a replay harmless.
      return { ...outcome(fields, code), eventId: `${fields.pp_TxnRefNo}:${code ?? ''}` };
    },

    async queryStatus(reference) {
      const request = sign({
        pp_TxnRefNo: reference,
        pp_MerchantID: options.merchantId,
        pp_Password: options.password,
      });
      let answer: Record<string, string>;
      try {
        const response = await options.fetch(`${host}${INQUIRY_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        answer = (await response.json()) as Record<string, string>;
      } catch (error) {
        throw new GatewayUnavailableError('JazzCash Payment Inquiry did not answer', { cause: error });
      }
      if (answer[SECURE_HASH_FIELD] && !hasValidSecureHash(answer, options.integritySalt))
        throw new GatewayVerificationError('inquiry answer pp_SecureHash mismatch');
      // pp_ResponseCode is the inquiry's own result; the payment's is pp_PaymentResponseCode.
      if (answer.pp_ResponseCode !== '000')
        return { reference, status: 'pending', reason: answer.pp_ResponseMessage ?? 'Inquiry failed' };
      return { ...outcome({ ...answer, pp_TxnRefNo: reference }, answer.pp_PaymentResponseCode), reference };
    },
  };
}
