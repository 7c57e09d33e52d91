/**
 * The card camera's QR reader: @zxing/browser's, with a second reader (jsQR, `second-reader.ts`,
 * decision 0180) that looks again at every second picture the first found no code in. The second
 * reads in a worker, one picture at a time; a picture that comes while it is busy is not sent.
 * The library's scan loop calls `decodeFromCanvas` for every look, so each camera start gets both.
 */
import { BrowserQRCodeReader, type IBrowserCodeReaderOptions } from '@zxing/browser';
import type { Result } from '@zxing/library';
import { SecondLooks } from './scan-watch';

export class CardCodeReader extends BrowserQRCodeReader {
  private readonly secondLooks = new SecondLooks();
  private worker: Worker | undefined;
  private workerBusy = false;
  private workerFailed = false;

  /** `onSecondRead` gets what the second reader reads (the first reader's reads go to the scan's callback). */
  constructor(
    private readonly onSecondRead: (text: string) => void,
    options: IBrowserCodeReaderOptions,
  ) {
    super(undefined, options);
  }

  override decodeFromCanvas(canvas: HTMLCanvasElement): Result {
    try {
      return super.decodeFromCanvas(canvas);
    } catch (error) {
      if (this.secondLooks.due(error) && !this.workerBusy && !this.workerFailed) this.askSecondReader(canvas);
      throw error;
    }
  }

  /** Ends the second reader (the camera stopped): nothing it was reading is reported. */
  stopSecondReader(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.workerBusy = false;
  }

  private askSecondReader(canvas: HTMLCanvasElement): void {
    // The library's own context: the picture it has just looked at.
    const picture = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
    if (!picture) return;
    this.worker ??= this.startWorker();
    this.workerBusy = true;
    this.worker.postMessage(picture, [picture.data.buffer]);
  }

  private startWorker(): Worker {
    const worker = new Worker(new URL('./second-reader.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<string | null>) => {
      this.workerBusy = false;
      if (event.data !== null) this.onSecondRead(event.data);
    });
    // A worker that cannot load (an old cached page, say) leaves the first reader reading alone.
    worker.addEventListener('error', (event) => {
      console.warn('Camera: the second reader is not available', event.message);
      this.workerFailed = true;
      this.stopSecondReader();
    });
    return worker;
  }
}
