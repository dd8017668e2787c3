/** A form in a jsdom document, as a visitor filled it in. */

/** A form with one text input per value, typed in (so `reset()` empties them), added to the page. */
export function formWith(values: Record<string, string>): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(values)) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  return form;
}
