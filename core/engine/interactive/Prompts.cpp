#include "engine/interactive/Prompts.h"

#include <algorithm>

namespace segstudio::engine {

std::vector<std::string> promptChannelNames()
{
    return {"positive clicks", "negative clicks", "box", "previous mask"};
}

bool PromptSet::hasPositive() const
{
    return box.has_value() ||
           std::any_of(clicks.begin(), clicks.end(), [](const PromptClick& c) { return c.positive; });
}

}  // namespace segstudio::engine
