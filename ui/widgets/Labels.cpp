#include "ui/widgets/Labels.h"

#include <QLabel>
#include <QPalette>

namespace acceldecide::ui::Labels {

QLabel *wrapped(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QColor errorColour()
{
    return QColor(0xb0, 0x20, 0x20);
}

void setTextColour(QLabel *label, const QColor &colour)
{
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, colour);
    label->setPalette(palette);
}

} // namespace acceldecide::ui::Labels
