import { createContext, useContext } from 'react';

/** How the guest page adds and removes an answer's files (issue 46); absent in a preview. */
export interface AnswerFilesApi {
  /** Uploads the files to the item; rejects with the message to show under the field. */
  add(itemId: string, files: readonly File[], photo: boolean): Promise<void>;
  remove(itemId: string, fileId: string): Promise<void>;
}

export const AnswerFilesContext = createContext<AnswerFilesApi | null>(null);

export const useAnswerFiles = () => useContext(AnswerFilesContext);
