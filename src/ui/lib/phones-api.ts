// The main window's phone requests ride the same transport as the host's map (see src/host/phones.ts).
import type { Answer, MarshalApi } from '../../host/contract.ts';
import type { PhoneRequestName, PhoneRequestPayload, PhoneResponses } from '../../host/phones-contract.ts';

interface PhonesApi {
  request<N extends PhoneRequestName>(
    name: N,
    payload: PhoneRequestPayload<N>,
  ): Promise<Answer<PhoneResponses[N]>>;
}

/** The transport sends any request name; the host answers these beside its own map. */
export const phonesApi = (api: MarshalApi): PhonesApi => api as unknown as PhonesApi;
