// The app's only writes to window.location. One seam, so tests can observe
// navigations that jsdom cannot perform.
export function setLocationHref(url: string): void {
  window.location.href = url;
}

export function assignLocation(url: string): void {
  window.location.assign(url);
}
