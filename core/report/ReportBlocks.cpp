#include "core/report/ReportBlocks.h"

namespace acceldecide::report::blocks {

ReportBlock paragraph(std::string text)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Paragraph;
    block.text = std::move(text);
    return block;
}

ReportBlock subheading(std::string text)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Subheading;
    block.text = std::move(text);
    return block;
}

ReportBlock table(std::vector<std::string> header, std::vector<bool> numeric,
                  std::vector<double> weights)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Table;
    block.table.header = std::move(header);
    block.table.numeric = std::move(numeric);
    block.table.columnWeights = std::move(weights);
    return block;
}

} // namespace acceldecide::report::blocks
