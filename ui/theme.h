#pragma once

#include <QPalette>
#include <QString>

namespace sw::ui {

// The app's two palettes: a calm dark one that suits the game's tone, and a light one for
// daylight and printing previews. Both keep text contrast at or above WCAG AA (4.5:1).
enum class Theme { Dark, Light };

QString themeKey(Theme theme);
Theme themeFromKey(const QString &key);
QPalette paletteFor(Theme theme);
// Sets the Fusion style and the palette on the running application.
void applyTheme(Theme theme);

} // namespace sw::ui
