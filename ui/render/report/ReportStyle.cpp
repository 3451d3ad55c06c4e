#include "ui/render/report/ReportStyle.h"

namespace acceldecide::ui {

QFont ReportStyle::font(qreal pointSize, bool bold, bool italic)
{
    // DejaVu Sans is installed with the application (fonts-dejavu-core) and embedded in
    // the PDF; the generic family is the fallback on systems without it.
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setStyleHint(QFont::SansSerif);
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    font.setItalic(italic);
    // Qt's shaper leaves ligatures out when a font has letter spacing. Without them the
    // PDF's text reads back as typed ("effective", not "eﬀective"), so searching, copying
    // and pdftotext find the words; 1/64 pt is the smallest spacing Qt keeps.
    font.setLetterSpacing(QFont::AbsoluteSpacing, 1.0 / 64);
    return font;
}

} // namespace acceldecide::ui
