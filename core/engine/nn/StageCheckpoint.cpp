#include "engine/nn/StageCheckpoint.h"

#include "engine/device/Autocast.h"

namespace segstudio::engine {

namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

// Inputs: the stage (by address, not a tensor), the stage's input, and its
// parameters, so that autograd hands their gradients back through here.
struct StageRecomputation : torch::autograd::Function<StageRecomputation> {
    static torch::Tensor forward(AutogradContext* ctx, int64_t stageAddress, const torch::Tensor& input,
                                 torch::TensorList parameters)
    {
        const Precision precision = currentAutocastPrecision(input.device());
        ctx->saved_data["stage"] = stageAddress;
        ctx->saved_data["precision"] = static_cast<int64_t>(precision);
        ctx->saved_data["parameters"] = static_cast<int64_t>(parameters.size());
        ctx->save_for_backward({input});
        torch::NoGradGuard noGrad;
        return reinterpret_cast<torch::nn::SequentialImpl*>(stageAddress)->forward(input);
    }

    static variable_list backward(AutogradContext* ctx, variable_list outputGradients)
    {
        auto* stage = reinterpret_cast<torch::nn::SequentialImpl*>(ctx->saved_data["stage"].toInt());
        const auto precision = static_cast<Precision>(ctx->saved_data["precision"].toInt());
        const torch::Tensor saved = ctx->get_saved_variables()[0];
        // Backward may run on another thread (CUDA), where neither grad mode
        // nor autocast is what the forward pass had: set both.
        torch::Tensor input = saved.detach().requires_grad_(saved.requires_grad());
        torch::Tensor output;
        {
            torch::AutoGradMode enableGrad(true);
            AutocastGuard autocast(input.device(), precision);
            output = stage->forward(input);
        }
        std::vector<torch::Tensor> wrt;
        if (input.requires_grad())
            wrt.push_back(input);
        const std::vector<torch::Tensor> parameters = stage->parameters();
        wrt.insert(wrt.end(), parameters.begin(), parameters.end());
        const variable_list gradients =
            torch::autograd::grad({output}, wrt, {outputGradients[0]}, /*retain_graph=*/false,
                                  /*create_graph=*/false, /*allow_unused=*/true);
        variable_list result{torch::Tensor()};  // the stage's address
        std::size_t next = 0;
        result.push_back(input.requires_grad() ? gradients[next++] : torch::Tensor());
        for (std::size_t i = 0; i < parameters.size(); ++i)
            result.push_back(gradients[next++]);
        return result;
    }
};

}  // namespace

torch::Tensor checkpointedForward(torch::nn::SequentialImpl& stage, const torch::Tensor& input)
{
    if (!torch::GradMode::is_enabled())  // inference: nothing to save anyway
        return stage.forward(input);
    const std::vector<torch::Tensor> parameters = stage.parameters();
    return StageRecomputation::apply(reinterpret_cast<int64_t>(&stage), input, torch::TensorList(parameters));
}

}  // namespace segstudio::engine
