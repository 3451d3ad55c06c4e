#pragma once

#include "core/model/Scenario.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QPen>

#include <vector>

class QChart;
class QPalette;

namespace acceldecide::ui {

// One colour per option, and Trainium and GPU options told apart even in greyscale print:
// Trainium options are dark, saturated warm tones drawn solid; GPU options are light
// cool tones drawn dashed (lines) or cross-hatched (bars). Follows the application
// palette's lightness (Qt 6.4 has no QStyleHints::colorScheme()), so a dark desktop gets
// dark charts.
class ChartPalette
{
public:
    explicit ChartPalette(bool dark = false, double fontScale = 1.0);
    // From QApplication's palette: dark when its window colour is darker than its text.
    static ChartPalette fromApplication();
    static bool isDark(const QPalette &palette);

    bool dark() const { return m_dark; }
    double fontScale() const { return m_fontScale; }

    // `index` counts options of the same stack (the 1st Trainium option, the 2nd GPU
    // option ...), so that adding a GPU option never recolours a Trainium one.
    QColor optionColor(Stack stack, int index) const;
    QPen optionPen(Stack stack, int index, qreal width = 2.5) const;
    QBrush optionBrush(Stack stack, int index) const;
    // Colours for every option of a scenario, in option order.
    std::vector<QColor> optionColors(const Scenario &scenario) const;
    std::vector<QPen> optionPens(const Scenario &scenario, qreal width = 2.5) const;
    std::vector<QBrush> optionBrushes(const Scenario &scenario) const;

    QColor background() const;
    QColor foreground() const;
    QColor grid() const;
    QColor muted() const; // annotations, markers
    QColor accent() const;

    QFont titleFont() const;
    QFont labelFont() const;
    QFont legendFont() const;

    // Background, fonts and the colours of every axis and the legend of `chart`.
    void apply(QChart *chart) const;

private:
    bool m_dark;
    double m_fontScale;
};

} // namespace acceldecide::ui
