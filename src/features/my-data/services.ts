import type { MyDataApi } from './api';
import type { DataExportDocument } from '../../generated/types/api/owner';
import type { CoreServices } from '../../lib/feature';

/** What the Your data sagas take from the saga context; tests give fakes. */
export interface MyDataServices extends CoreServices {
  myDataApi: MyDataApi;
  /** Resolves after `ms` (between two looks at an export's progress); a test's resolves when the test says. */
  myDataWait: (ms: number) => Promise<void>;
  /** Hands the file to the browser as a download under its name (src/lib/files/save-file.ts). */
  saveMyData: (document: DataExportDocument, fileName: string) => void;
}
