/**
 * Starts the staff area from its own build (staff.html's entry and stylesheets, named at build
 * time; the dev server serves the source). For hosts that answer every URL with the public
 * shell: where the staff URLs have their own files (dist/login/index.html, …) it is not needed.
 */
export function startStaffApp(): void {
  for (const href of __STAFF_APP__.styles) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = __STAFF_APP__.entry;
  document.head.append(script);
}
