#pragma once

#include <QColor>

class QLabel;
class QWidget;

namespace acceldecide::ui {

// How an input shows that what was typed was refused: its background turns light red and
// it keeps the typed text, while a label beside it says why in words. The "refused"
// property lets tests and style sheets see the state without reading colours.
namespace RefusedInput {

// Light red behind the typed text; dark text stays readable on it.
QColor background();

// Marks `input` refused (or clears the mark), keeping the rest of its palette.
void mark(QWidget *input, bool refused);
bool isMarked(const QWidget *input);

// A hidden, word-wrapped label in the error colour, for the message under an input.
QLabel *messageLabel(QWidget *parent);
// Shows `message` in `label`, or hides the label when the message is empty.
void showMessage(QLabel *label, const QString &message);

} // namespace RefusedInput

} // namespace acceldecide::ui
