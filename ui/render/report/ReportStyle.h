#pragma once

#include <QColor>
#include <QFont>
#include <QString>

namespace acceldecide::ui {

// Fonts, colours and spacing of the PDF report, in one place. Sizes are in points (fonts)
// and in device units of a writer at `kResolution` dots per inch (everything else).
// Black on white with grey rules only: the report must read the same in greyscale print.
class ReportStyle
{
public:
    // The chart scene is laid out with the screen's font metrics; a PDF at the same
    // resolution draws its text at the same size relative to the plot (at 300 dpi the
    // chart's text would come out three times too large for its layout).
    static constexpr int kResolution = 96;
    static constexpr qreal kMarginMm = 18.0;

    static QFont font(qreal pointSize, bool bold = false, bool italic = false);
    static QFont body() { return font(9.5); }
    static QFont small() { return font(8.0); }
    static QFont tableText() { return font(8.0); }
    static QFont tableHeader() { return font(8.0, true); }
    static QFont sectionTitle() { return font(15.0, true); }
    static QFont subheading() { return font(11.0, true); }
    static QFont caption() { return font(8.5, false, true); }

    static QColor text() { return QColor(0x11, 0x11, 0x11); }
    static QColor muted() { return QColor(0x55, 0x55, 0x55); }
    static QColor rule() { return QColor(0x99, 0x99, 0x99); }
    static QColor headerFill() { return QColor(0xe4, 0xe4, 0xe4); }
    static QColor stripeFill() { return QColor(0xf4, 0xf4, 0xf4); }

    static qreal mm(qreal millimetres) { return millimetres / 25.4 * kResolution; }
};

} // namespace acceldecide::ui
