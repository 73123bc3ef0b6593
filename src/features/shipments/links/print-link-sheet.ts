/**
 * Prints the QR code with the link and the tracking number under it, from a frame of its own:
 * the screen and the dialog on it stay out of the print. No words: the sheet travels with the
 * goods to a reader of any language.
 */
export async function printLinkSheet(sheet: {
  qrImage: string;
  qrAlt: string;
  url: string;
  trackingNumber: string;
}): Promise<void> {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;';
  document.body.append(frame);
  try {
    const view = frame.contentWindow;
    const doc = frame.contentDocument;
    if (!view || !doc) throw new Error('the print frame has no document');
    doc.title = sheet.trackingNumber;
    const style = doc.createElement('style');
    style.textContent =
      '@page{margin:20mm}body{margin:0;font:14pt system-ui,sans-serif;text-align:center;color:#000}' +
      'img{width:70mm;height:70mm}h1{font-size:24pt;margin:6mm 0 3mm}p{font:11pt monospace;overflow-wrap:anywhere}';
    doc.head.append(style);
    const image = doc.createElement('img');
    image.src = sheet.qrImage;
    image.alt = sheet.qrAlt;
    const number = doc.createElement('h1');
    number.textContent = sheet.trackingNumber;
    const link = doc.createElement('p');
    link.textContent = sheet.url;
    doc.body.append(image, number, link);
    await image.decode();
    // Not removed right after print(): where print() does not wait for the dialog, the frame
    // must still be there when the browser lays out the copy.
    view.addEventListener('afterprint', () => frame.remove(), { once: true });
    view.focus();
    view.print();
  } catch (error) {
    frame.remove();
    throw error;
  }
}
