import type { ApiClient, ApiResult } from '../../api/client';
import type { DataExportDocument, DataExportResponse } from '../../generated/types/api/owner';

/** The calls of the Your data page; tests give the saga context a fake. */
export interface MyDataApi {
  /** The owner's latest export: none, being prepared (with its progress), ready, expired or failed. Never cached. */
  status(): Promise<ApiResult<DataExportResponse>>;
  /** Starts one (202); while one is being prepared, answers that one. 429: the day's exports are used up. */
  prepare(): Promise<ApiResult<DataExportResponse>>;
  /** The ready file itself (the document the service keeps); 404: none is ready any more. */
  file(): Promise<ApiResult<DataExportDocument>>;
}

export function createMyDataApi(client: ApiClient): MyDataApi {
  return {
    status: () => client.call('dataExport'),
    prepare: () => client.call('requestDataExport'),
    file: () => client.call('dataExportFile'),
  };
}
