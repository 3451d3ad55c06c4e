#include "ui/render/charts/StakeholderTotalsChart.h"

#include "ui/render/charts/ChartAxes.h"
#include "ui/render/charts/ChartSeries.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QValueAxis>

namespace acceldecide::ui {

namespace {

QString viewName(const StakeholderView &view)
{
    return QString::fromStdString(view.name.empty() ? view.id : view.name);
}

} // namespace

StakeholderTotalsChart::StakeholderTotalsChart()
    : m_members(new QBarCategoryAxis),
      m_total(ChartAxes::plain(tr("Weighted total (0–100)"), QStringLiteral("%.0f"))),
      m_series(new QBarSeries)
{
    chart()->setTitle(title());
    chart()->addAxis(m_members, Qt::AlignBottom);
    chart()->addAxis(m_total, Qt::AlignLeft);
    chart()->addSeries(m_series);
    m_series->attachAxis(m_members);
    m_series->attachAxis(m_total);
    m_series->setBarWidth(0.75);
    // Totals live on a fixed scale: a member's 60 must look like another's 60.
    ChartAxes::setSteps(m_total, 0.0, 100.0, 0.0, 25.0);
    applyStyle();
}

QString StakeholderTotalsChart::title() const
{
    return tr("Matrix totals per stakeholder");
}

bool StakeholderTotalsChart::hasContent(const ChartInputs &inputs) const
{
    return inputs.evaluation && inputs.evaluation->stakeholders.has_value() &&
           !inputs.evaluation->stakeholders->members.empty();
}

QStringList StakeholderTotalsChart::categories() const
{
    return m_members->categories();
}

void StakeholderTotalsChart::update(const ChartInputs &inputs)
{
    if (!beginUpdate(inputs))
        return;
    if (!hasContent(inputs)) {
        ChartSeries::resetSets(m_series, m_sets, 0, 0);
        m_members->clear();
        m_views = 0;
        setMessage(tr("No stakeholders: add members in the Stakeholders panel to compare "
                      "their weights."));
        applyStyle();
        return;
    }
    const StakeholderResult &result = *inputs.evaluation->stakeholders;
    std::vector<const StakeholderView *> views;
    for (const StakeholderView &member : result.members)
        views.push_back(&member);
    views.push_back(&result.group);

    const Scenario &scenario = *inputs.scenario;
    const std::size_t options = scenario.options.size();
    if (m_sets.size() != options || m_views != views.size())
        ChartSeries::resetSets(m_series, m_sets, options, qsizetype(views.size()));
    m_views = views.size();

    QStringList categories;
    for (const StakeholderView *view : views) {
        // Broken between words: "Head of infrastructure" reads whole, not cut short.
        QString name = view == &result.group
                           ? tr("Group")
                           : ChartAxes::wrapWords(viewName(*view).toHtmlEscaped(), 14);
        while (categories.contains(name))
            name += QChar(0x200B); // category labels must be unique
        categories << name;
    }
    if (m_members->categories() != categories) {
        m_members->clear();
        m_members->append(categories);
    }
    for (std::size_t option = 0; option < options; ++option) {
        const std::string &id = scenario.options[option].id;
        m_sets[option]->setLabel(shortLabel(
            scenario.options[option].label.empty() ? id : scenario.options[option].label));
        for (std::size_t v = 0; v < views.size(); ++v) {
            double total = 0.0;
            for (const MatrixTotal &t : views[v]->matrix.totals) {
                if (t.option == id)
                    total = t.total;
            }
            m_sets[option]->replace(qsizetype(v), total);
        }
    }
    m_members->setLabelsAngle(views.size() > 6 ? -30 : 0);
    setMessage(QString());
    placeLegend(options);
    applyStyle();
}

void StakeholderTotalsChart::applyStyle()
{
    for (std::size_t i = 0; i < m_sets.size(); ++i) {
        m_sets[i]->setBrush(optionBrush(i));
        m_sets[i]->setPen(QPen(optionColor(i).darker(130), 1.0));
    }
    palette().apply(chart());
}

} // namespace acceldecide::ui
