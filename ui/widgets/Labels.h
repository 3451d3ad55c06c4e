#pragma once

#include <QColor>

class QLabel;
class QWidget;

namespace acceldecide::ui {

// The labels the panels put under their forms for explanations and problems, made and
// coloured the same way everywhere.
namespace Labels {

// A word-wrapped label whose text can be selected (and so copied into a bug report).
QLabel *wrapped(QWidget *parent);

// Dark red: reads on the light palette. The texts it colours say "Warning:" or name the
// problem, so nothing depends on seeing the colour.
QColor errorColour();

// Sets the label's text colour, leaving the rest of its palette alone.
void setTextColour(QLabel *label, const QColor &colour);

} // namespace Labels

} // namespace acceldecide::ui
