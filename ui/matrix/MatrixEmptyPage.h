#pragma once

#include <QWidget>

namespace acceldecide::ui {

// What the decision matrix shows before it has criteria: what a matrix is for, and a button
// per seed preset (its source in the tooltip) or an empty matrix to start from.
class MatrixEmptyPage : public QWidget
{
    Q_OBJECT

public:
    explicit MatrixEmptyPage(QWidget *parent = nullptr);

Q_SIGNALS:
    // A CriteriaPreset::id.
    void presetChosen(const QString &presetId);
    void emptyMatrixChosen();
};

} // namespace acceldecide::ui
