/**
 * The typed name of a signature by name (issue 36) as the PNG the finalisation sends in place of a
 * drawing (the signature image endpoint and the PDF show it like a drawn one): the name in an italic
 * face on the pad's transparent canvas, shrunk to fit, over a thin line. Base64 without the `data:`
 * prefix, like `exportSignature`.
 */
export const typedNameImage = (fullName: string, width: number, height: number): string => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) {
    const name = fullName.trim();
    let size = Math.round(height * 0.35);
    const font = (px: number) => `italic ${px}px Georgia, 'DejaVu Serif', serif`;
    context.font = font(size);
    while (size > 12 && context.measureText(name).width > width * 0.9) {
      size -= 2;
      context.font = font(size);
    }
    context.fillStyle = '#1a2a6c';
    context.textAlign = 'center';
    context.textBaseline = 'alphabetic';
    const baseline = Math.round(height * 0.62);
    context.fillText(name, width / 2, baseline);
    context.strokeStyle = '#9aa0a6';
    context.lineWidth = 1;
    context.beginPath();
    context.moveTo(width * 0.1, baseline + 12);
    context.lineTo(width * 0.9, baseline + 12);
    context.stroke();
  }
  return canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
};
