#pragma once

#include "core/actuals/PlanVsActual.h"
#include "core/model/Expected.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>

class QIODevice;

namespace acceldecide::ui {

struct EvaluatedScenario;

// The whole presentation as one PDF: every slide presentation mode shows, in its order
// (SlideDeck decides which), one landscape page each, drawn at the slides' font scale in
// the light palette so that the deck also prints. Each page is `slideSize` pixels laid out
// as a slide of that size (a 1920 × 1080 projector by default) and 96 pixels to the inch,
// so a page of the default size is 20 × 11.25 inches and stays vector. Given a decision held
// to its bill (`comparison`, of the decision whose recorded scenario `evaluated` is), the
// deck opens with the plan against the bill.
class SlideDeckPdf
{
    Q_DECLARE_TR_FUNCTIONS(SlideDeckPdf)

public:
    static constexpr int kDefaultWidth = 1920;
    static constexpr int kDefaultHeight = 1080;

    // Writes the deck to `device`; returns the number of pages (slides).
    static int write(const EvaluatedScenario &evaluated, QIODevice &device, const QSize &slideSize,
                     const actuals::PlanVsActual *comparison = nullptr);

    // Writes the deck to `path`; an existing file is replaced only once the new one is
    // complete. Returns the number of pages, or why it could not be written, naming the
    // path.
    static Expected<int, QString> writeFile(const EvaluatedScenario &evaluated, const QString &path,
                                            const QSize &slideSize,
                                            const actuals::PlanVsActual *comparison = nullptr);
};

} // namespace acceldecide::ui
