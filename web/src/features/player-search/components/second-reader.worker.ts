/** The card camera's second reader, off the page's thread (`second-reader.ts`): a picture in, its code's text or null out. */
import { readWithSecondReader, type CameraPicture } from './second-reader';

addEventListener('message', (event: MessageEvent<CameraPicture>) => {
  postMessage(readWithSecondReader(event.data));
});
