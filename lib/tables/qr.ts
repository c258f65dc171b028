/**
 * QR codes for the table sheet, drawn server-side as SVG with the `qrcode` package. Error
 * correction M (15 %) survives a worn or splashed print while keeping the modules large; the
 * four-module quiet zone the standard asks for is part of the image.
 */
import QRCode from 'qrcode';

/** The SVG markup of a QR code encoding `text`: black modules on white, sized by CSS. */
export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
}
