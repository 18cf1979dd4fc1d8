// The layer's API for parts drawn later (app/components/later/) only: none of it is in the chunk
// every page loads. Lint keeps the rest of the app to "~/delivery".
export { chooseTheme, currentTheme, themeChoices, useThemeChoice } from "./theme";
