#include "ui/widgets/RefusedInput.h"

#include "ui/widgets/Labels.h"

#include <QApplication>
#include <QLabel>
#include <QPalette>
#include <QWidget>

namespace acceldecide::ui::RefusedInput {

namespace {
constexpr const char *kProperty = "refused";
}

QColor background()
{
    return QColor(0xff, 0xd6, 0xd6);
}

void mark(QWidget *input, bool refused)
{
    if (isMarked(input) == refused)
        return;
    input->setProperty(kProperty, refused);
    QPalette palette = input->palette();
    if (refused) {
        palette.setColor(QPalette::Base, background());
        palette.setColor(QPalette::Text, Qt::black);
    } else {
        const QPalette normal = QApplication::palette(input);
        palette.setColor(QPalette::Base, normal.color(QPalette::Base));
        palette.setColor(QPalette::Text, normal.color(QPalette::Text));
    }
    input->setPalette(palette);
}

bool isMarked(const QWidget *input)
{
    return input->property(kProperty).toBool();
}

QLabel *messageLabel(QWidget *parent)
{
    QLabel *label = Labels::wrapped(parent);
    Labels::setTextColour(label, Labels::errorColour());
    label->hide();
    return label;
}

void showMessage(QLabel *label, const QString &message)
{
    label->setText(message);
    label->setVisible(!message.isEmpty());
}

} // namespace acceldecide::ui::RefusedInput
