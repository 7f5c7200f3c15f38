import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';

/**
 * The name of an XML document's root element, read from the start of the stream (which is then
 * destroyed); null when the first `maxBytes` hold none or are not XML. Tells an Apple Health
 * export from the files beside it whatever the phone's language named them.
 */
export async function xmlRootElement(stream: Readable, maxBytes: number): Promise<string | null> {
  const sax = new SaxesParser({ xmlns: false, position: false });
  let root: string | null = null;
  sax.on('opentagstart', (tag) => {
    root ??= tag.name;
  });
  const decoder = new StringDecoder('utf8');
  let read = 0;
  try {
    for await (const chunk of stream) {
      read += (chunk as Buffer).length;
      sax.write(decoder.write(chunk as Buffer));
      if (root !== null || read >= maxBytes) break;
    }
  } catch {
    // Not XML, or a damaged entry: it is not the export either way.
    return null;
  } finally {
    stream.destroy();
  }
  return root;
}
