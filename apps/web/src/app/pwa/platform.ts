/** iOS Safari never fires beforeinstallprompt; it needs the manual Share > Add to Home Screen path. */
export function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const iOS =
    /iphone|ipad|ipod/i.test(ua) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const otherBrowser = /crios|fxios|edgios|opios/i.test(ua);
  return iOS && /safari/i.test(ua) && !otherBrowser;
}

export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}
