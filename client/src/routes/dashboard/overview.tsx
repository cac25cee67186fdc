// Placeholder: replaced by the screen's real module.
export function Component() {
  return <h1>overview</h1>;
}
