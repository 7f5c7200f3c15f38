/// <reference lib="dom" />
/**
 * The e2e test's and the video bench's squat clip, made in the page (pass this function to
 * Playwright's or puppeteer's `page.evaluate`; it answers base64 WebM). A figure doing 3 squats is
 * drawn on a canvas and recorded with MediaRecorder, as a phone's camera would hand the video
 * over. Each rep lowers from a 175° knee angle to 90° in 1.2 s, pauses 0.2 s and rises in 1 s; a pose model sees a person (head, arms,
 * torso and legs drawn as thick limbs). The figure moves on a clock of its own, one 40 ms step
 * a drawn frame and never ahead of real time: when the page stalls (two busy cores) the video
 * shows the movement slower rather than jumping over the bottom or the top of a rep.
 */
export async function recordSquatClip(): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 640;
  const ctx = canvas.getContext('2d')!;
  const limb = (a: [number, number], b: [number, number], width: number) => {
    ctx.lineWidth = width;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(a[0], a[1]);
    ctx.lineTo(b[0], b[1]);
    ctx.stroke();
  };
  const draw = (kneeDeg: number) => {
    ctx.fillStyle = '#dfe6ee';
    ctx.fillRect(0, 0, 480, 640);
    const cx = 240;
    const ankleY = 600;
    const bone = 130;
    const half = (((180 - kneeDeg) / 2) * Math.PI) / 180;
    const kneeY = ankleY - bone * Math.cos(half);
    const hipY = kneeY - bone * Math.cos(half);
    const kneeDx = bone * Math.sin(half);
    const shoulderY = hipY - 170;
    const headY = shoulderY - 60;
    ctx.strokeStyle = '#2b5fa8';
    limb([cx, shoulderY + 20], [cx, hipY], 90);
    ctx.fillStyle = '#c68863';
    ctx.beginPath();
    ctx.arc(cx, headY, 38, 0, 2 * Math.PI);
    ctx.fill();
    ctx.strokeStyle = '#c68863';
    limb([cx, headY + 30], [cx, shoulderY], 28);
    for (const side of [-1, 1]) {
      limb([cx + side * 50, shoulderY + 10], [cx + side * 70, shoulderY + 110], 26);
      limb([cx + side * 70, shoulderY + 110], [cx + side * 75, shoulderY + 200], 22);
    }
    // Trousers in a colour a pose model reads as legs even when they are straight.
    ctx.strokeStyle = '#3a4a7a';
    for (const side of [-1, 1]) {
      limb([cx + side * 30, hipY], [cx + side * (30 + kneeDx), kneeY], 34);
      limb([cx + side * (30 + kneeDx), kneeY], [cx + side * 35, ankleY], 28);
    }
    ctx.fillStyle = '#111111';
    for (const side of [-1, 1]) ctx.fillRect(cx + side * 35 - 22, ankleY, 44, 18);
  };
  const TOP = 175;
  const BOTTOM = 90;
  const kneeAt = (t: number) => {
    const rep = 2.4;
    const u = t - 0.5;
    if (u < 0 || u >= 3 * rep) return TOP;
    const p = u % rep;
    if (p < 1.2) return TOP - ((TOP - BOTTOM) * p) / 1.2;
    if (p < 1.4) return BOTTOM;
    if (p < 2.4) return BOTTOM + ((TOP - BOTTOM) * (p - 1.4)) / 1.0;
    return TOP;
  };
  // The standing tail is long enough that the recorder's last, unflushed frames are standing.
  const length = 0.5 + 3 * 2.4 + 0.6;
  const STEP = 0.04;
  const record = async (): Promise<Blob> => {
    draw(TOP);
    const stream = canvas.captureStream(25);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const start = performance.now();
    await new Promise<void>((resolve) => {
      let step = 0;
      const frame = () => {
        const t = step * STEP;
        draw(kneeAt(t));
        if (t >= length) return resolve();
        step += 1;
        const early = start + step * STEP * 1000 - performance.now();
        setTimeout(() => requestAnimationFrame(frame), Math.max(0, early));
      };
      requestAnimationFrame(frame);
    });
    // Standing on, in real time: the encoder lags on a busy machine, and stop() drops the
    // frames it has not encoded yet, which are these rather than the last rep's.
    const hold = performance.now();
    await new Promise<void>((resolve) => {
      const frame = () => {
        draw(TOP + (performance.now() % 2) / 10);
        if (performance.now() - hold >= 2000) return resolve();
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    recorder.stop();
    await stopped;
    return new Blob(chunks, { type: 'video/webm' });
  };
  const clip = await record();
  const bytes = new Uint8Array(await clip.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
