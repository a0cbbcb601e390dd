import type { TargetedKeyboardEvent } from "preact";

/** Makes any element, an SVG group included, a named button that the keyboard can reach and press. */
export function pressable(label: string, onPress: () => void) {
  return {
    role: "button" as const,
    tabindex: 0,
    "aria-label": label,
    onClick: onPress,
    onKeyDown: (event: TargetedKeyboardEvent<Element>) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      onPress();
    },
  };
}
