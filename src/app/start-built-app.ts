/** A build of its own: its entry script and stylesheets, named at build time. */
interface BuiltApp {
  entry: string;
  styles: string[];
}

/**
 * Starts the staff area or the drivers' app from its own build (staff.html's or driver.html's
 * entry; the dev server serves the source). For hosts that answer every URL with the public
 * shell: where those URLs have their own files (dist/login/index.html, …) it is not needed.
 */
export function startBuiltApp(app: BuiltApp): void {
  for (const href of app.styles) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = app.entry;
  document.head.append(script);
}
