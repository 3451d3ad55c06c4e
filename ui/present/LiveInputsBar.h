#pragma once

#include "ui/present/LiveWhatIf.h"

#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;
class QSlider;

namespace acceldecide::ui {

// Presentation mode's live bar: one large slider per live input over its uncertainty
// range, with the input's name and current value, and Reset. Every slider starts at the
// scenario's value; moving one (mouse, or the arrow and Page keys once it has the focus)
// says so through valueChanged(). Only Tab gives a slider or Reset the focus, never the
// mouse: the keys stay with the slides until the presenter tabs in. The bar holds no
// scenario: the presentation re-evaluates its own copy.
class LiveInputsBar : public QWidget
{
    Q_OBJECT

public:
    // Slider positions from low (0) to high: fine enough that one step never jumps
    // past a break-even a presenter wants to show.
    static constexpr int kSteps = 1000;

    LiveInputsBar(std::vector<LiveInput> inputs, double fontScale, QWidget *parent = nullptr);

    const std::vector<LiveInput> &inputs() const { return m_inputs; }
    int count() const { return int(m_sliders.size()); }
    QSlider *sliderAt(int index) const { return m_sliders.at(std::size_t(index)); }
    QString valueTextAt(int index) const;
    QPushButton *resetButton() const { return m_reset; }

    // The value slider position `position` of input `index` stands for: the scenario's
    // own value at its starting position, else a point of [low, high].
    double valueAt(int index, int position) const;

    // Every slider back to the scenario's value, without valueChanged().
    void reset();

Q_SIGNALS:
    void valueChanged(const std::string &target, double value);
    void resetRequested();

private:
    int startPosition(const LiveInput &input) const;
    void showValue(int index, double value);

    std::vector<LiveInput> m_inputs;
    std::vector<QSlider *> m_sliders;
    std::vector<QLabel *> m_values;
    QPushButton *m_reset;
};

} // namespace acceldecide::ui
