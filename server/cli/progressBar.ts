/** A progress bar on standard error, drawn only on a terminal (logs and pipes get the summary alone). */
export function progressBar(label: string): (done: number, total: number) => void {
  if (!process.stderr.isTTY) return () => {};
  return (done, total) => {
    const width = 30;
    const filled = total === 0 ? width : Math.round((done / total) * width);
    process.stderr.write(`\r${label} [${"#".repeat(filled)}${" ".repeat(width - filled)}] ${done}/${total}`);
    if (done >= total) process.stderr.write("\n");
  };
}
