#include "ui/matrix/MatrixEmptyPage.h"
#include "ui/matrix/MatrixText.h"
#include "ui/widgets/Qs.h"

#include "core/decision/CriteriaPresets.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace acceldecide::ui {

MatrixEmptyPage::MatrixEmptyPage(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(1);
    auto *title = new QLabel(tr("<b>No decision matrix yet</b>"), this);
    title->setAlignment(Qt::AlignCenter);
    layout->addWidget(title);
    auto *explanation = new QLabel(
        tr("A decision matrix scores the options 1–5 on qualitative criteria (lock-in, "
           "ecosystem, team skills …), weighs the criteria 0–10 and totals them 0–100, next "
           "to the cost model. Start from one of the seeds' matrices or from scratch."),
        this);
    explanation->setWordWrap(true);
    explanation->setAlignment(Qt::AlignCenter);
    // A readable line length in a wide window. Centred by stretches, not by an alignment
    // flag: an aligned item loses the word-wrapped label's height-for-width.
    explanation->setMaximumWidth(560);
    auto *centred = new QHBoxLayout;
    centred->addStretch(1);
    centred->addWidget(explanation, 4);
    centred->addStretch(1);
    layout->addLayout(centred);
    for (const CriteriaPreset &preset : CriteriaPresets::all()) {
        auto *button = new QPushButton(tr("Start from: %1").arg(qs(preset.title)), this);
        button->setToolTip(MatrixText::presetToolTip(preset));
        button->setAccessibleName(button->text());
        const QString id = qs(preset.id);
        connect(button, &QPushButton::clicked, this, [this, id] { Q_EMIT presetChosen(id); });
        layout->addWidget(button, 0, Qt::AlignHCenter);
    }
    auto *empty = new QPushButton(tr("Start with an empty matrix"), this);
    empty->setAccessibleName(empty->text());
    connect(empty, &QPushButton::clicked, this, &MatrixEmptyPage::emptyMatrixChosen);
    layout->addWidget(empty, 0, Qt::AlignHCenter);
    layout->addStretch(2);
}

} // namespace acceldecide::ui
