/**
 * CRC-16/IBM as Teltonika computes it over an AVL packet, from the codec id to the second record count
 * (the catalogue's CRC-16/ARC): polynomial 0x8005 processed reflected (0xA001), initial value 0, no final
 * XOR. Its check value (over the ASCII bytes "123456789") is 0xBB3D.
 */
export const crc16Ibm = (bytes: Uint8Array, start = 0, end = bytes.length): number => {
  let crc = 0;
  for (let i = start; i < end; i += 1) {
    crc ^= bytes[i] ?? 0;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
};
